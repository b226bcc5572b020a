/**
 * Look-alike usernames (issue 19): 'pаypal' with a Cyrillic 'а' reads as 'paypal'. Names
 * are normalised to NFKC (full-width and other compatibility forms become their plain
 * letters), and their letters and digits may come from one script only, or from one of
 * the combinations Unicode's "Highly Restrictive" profile (UTS #39) allows: Latin with
 * Han and the Japanese kana, with Han and Bopomofo, or with Han and Hangul. Digits 0-9,
 * '_', '.' and '-' belong to every script.
 */
export const MIXED_SCRIPTS_MESSAGE = 'Username must not mix letters from different alphabets';

/** Every script with letters or digits that this JavaScript engine knows (Unicode 15). */
const SCRIPTS = (
  'Adlam Ahom Anatolian_Hieroglyphs Arabic Armenian Avestan Balinese Bamum Bassa_Vah Batak Bengali Bhaiksuki ' +
  'Bopomofo Brahmi Braille Buginese Buhid Canadian_Aboriginal Carian Caucasian_Albanian Chakma Cham Cherokee ' +
  'Chorasmian Coptic Cuneiform Cypriot Cypro_Minoan Cyrillic Deseret Devanagari Dives_Akuru Dogra Duployan ' +
  'Egyptian_Hieroglyphs Elbasan Elymaic Ethiopic Georgian Glagolitic Gothic Grantha Greek Gujarati Gunjala_Gondi ' +
  'Gurmukhi Han Hangul Hanifi_Rohingya Hanunoo Hatran Hebrew Hiragana Imperial_Aramaic Inscriptional_Pahlavi ' +
  'Inscriptional_Parthian Javanese Kaithi Kannada Katakana Kawi Kayah_Li Kharoshthi Khitan_Small_Script Khmer ' +
  'Khojki Khudawadi Lao Latin Lepcha Limbu Linear_A Linear_B Lisu Lycian Lydian Mahajani Makasar Malayalam ' +
  'Mandaic Manichaean Marchen Masaram_Gondi Medefaidrin Meetei_Mayek Mende_Kikakui Meroitic_Cursive ' +
  'Meroitic_Hieroglyphs Miao Modi Mongolian Mro Multani Myanmar Nabataean Nag_Mundari Nandinagari New_Tai_Lue ' +
  'Newa Nko Nushu Nyiakeng_Puachue_Hmong Ogham Ol_Chiki Old_Hungarian Old_Italic Old_North_Arabian Old_Permic ' +
  'Old_Persian Old_Sogdian Old_South_Arabian Old_Turkic Old_Uyghur Oriya Osage Osmanya Pahawh_Hmong Palmyrene ' +
  'Pau_Cin_Hau Phags_Pa Phoenician Psalter_Pahlavi Rejang Runic Samaritan Saurashtra Sharada Shavian Siddham ' +
  'SignWriting Sinhala Sogdian Sora_Sompeng Soyombo Sundanese Syloti_Nagri Syriac Tagalog Tagbanwa Tai_Le ' +
  'Tai_Tham Tai_Viet Takri Tamil Tangsa Tangut Telugu Thaana Thai Tibetan Tifinagh Tirhuta Toto Ugaritic Vai ' +
  'Vithkuqi Wancho Warang_Citi Yezidi Yi Zanabazar_Square'
)
  .split(' ')
  .map((name) => ({ name, pattern: new RegExp(`^\\p{Script=${name}}$`, 'u') }));

const ALLOWED_MIXES: ReadonlySet<string>[] = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set(['Latin', 'Han', 'Bopomofo']),
  new Set(['Latin', 'Han', 'Hangul']),
];

function scriptOf(char: string): string {
  return SCRIPTS.find((s) => s.pattern.test(char))?.name ?? 'Unknown';
}

/** Whether a (normalised) name takes its letters and digits from scripts that do not belong together. */
export function mixesScripts(name: string): boolean {
  const scripts = new Set<string>();
  for (const char of name) {
    if (/[\p{L}\p{N}]/u.test(char) && !/\p{Script=Common}|\p{Script=Inherited}/u.test(char))
      scripts.add(scriptOf(char));
  }
  if (scripts.size <= 1) return false;
  return !ALLOWED_MIXES.some((allowed) => [...scripts].every((s) => allowed.has(s)));
}

/** What makes two usernames the same one: the NFKC form, case-folded. */
export function usernameKeyOf(username: string): string {
  return username.normalize('NFKC').toLowerCase();
}
