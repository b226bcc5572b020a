import type { CrisisKind } from './crisis-kind.ts';
import type { Cue } from './scoring.ts';

/** What one "overdoses on" in a figure of speech: food, screens, feelings (not a drug). */
export const FIGURATIVE_DOSE =
  '(?:chocolate|sugar|coffee|caffeine|candy|cake|pizza|netflix|anime|tv|cuteness|love|treats|snacks|sweets|cookies|ice cream|junk food|carbs|catnip|memes|tiktok|youtube|games|gaming|sunshine)';

/**
 * The widest net for suicide: "die", "dead", "death", "suicide", "overdose" said by
 * visitors of themselves count, unless the words around them make a figure of speech
 * ("dying to see you", "to die for", "dead tired", "die of embarrassment") or put them on
 * someone or something else ("my grandma died" is grief, "my phone died" nothing). Cast
 * this way round (everything, minus the known idioms), phrasings nobody listed still count.
 */

const FIRST_PERSON = /\b(?:i|i'm|i'll|i'd|i've|me|my|myself)\b/;
/** What "die", "dead" and "death" mean when they are not about the visitor's own life. */
const DEATH_IDIOMS = new RegExp(
  [
    '\\bdying (?:to|of|for|laughing|here|over here|my|her|his|the|in (?:the|this) (?:game|level))\\b|\\bdie (?:my|her|his|your|their) (?:hair|beard|clothes|shirt|jeans|eyebrows)\\b',
    '\\bdie (?:of|from|laughing|happy|for|hard|a little|inside|on (?:this|that) hill|in (?:the|this|that) (?:game|level|movie|show|book))\\b',
    '\\bto die for\\b|\\brather (?:die|be dead) than (?!keep|go on|live|living|continue|carry on|be alive|being alive|wake up|stay|feel|be here|exist|this)',
    "\\b(?:could|would|'d|will|'ll|gonna|going to|might|literally) (?:just )?die (?:if|without|when|of|for|laughing|happy|old)\\b|\\bcould (?:just |literally )?die\\b",
    '\\bdied (?:laughing|of|down|out|on me|inside)\\b|\\b(?:nearly|almost|practically) died\\b',
    '\\bdead (?:tired|serious|wrong|set|end|last|broke|cent(?:er|re)|silent|quiet|of (?:night|winter)|on|ringer|easy|simple|sure|certain|weight|giveaway|heat|line|zone|lift|meat|beat)\\b',
    '\\b(?:bored|scared|worried|sick|freezing|love (?:you|it|him|her|them)|tickled|stressed) to death\\b|\\bbe the death of (?:me|us)\\b',
    '\\bdeath (?:metal|star|note|by|row|valley|stranding|trap|match|stare|grip|glare|penalty|toll|rate|certificate|anniversary|of (?:my|his|her|their|a|the|our))\\b',
    "\\b(?:life|matter) (?:and|or) death\\b|\\bafter death\\b|\\bnear[- ]death\\b|\\bover my dead body\\b|\\b\\w+'s death\\b",
    '\\bmy (?:\\w+ ){1,2}(?:is |are |was |were |has |have |just |finally |totally |literally |will |might |could |may )?(?:\\w+ ){0,3}?(?:die|died|dies|dying|dead)\\b',
    "\\b(?:he|she|they|it|everyone|people|someone|somebody|characters?|hero|villain)(?:'s| is| was| are| were| has| had| just| will| might)? (?:\\w+ ){0,2}?(?:died|dies|dying|dead|die)\\b",
    '\\b(?:movie|film|show|series|book|novel|character|episode|scene|season|song|news|article|documentary|podcast|anime|manga|game|level|boss|respawn|fortnite|minecraft|zombies?|history|dinosaurs|cells|video game)\\b',
    "\\b(?:scared|afraid|terrified|frightened|worried|fear|anxious|nervous|panicking|panic) (?:of|that|i'm|i'll|i might|i'm going to|about|to)\\b",
    "\\b(?:until|till|when|before|after) i die\\b|\\bi(?:'ll| will) die (?:happy|old)\\b|\\bpretend(?:ed|ing)? to (?:be dead|die)\\b|\\bplay(?:ing|ed)? dead\\b",
    '\\b(?:dead or alive|grateful dead|dead sea|dead poets|walking dead|dead space|day of the dead|dead man|die hard|deadpool)\\b',
  ].join('|'),
);

export const DEATH_WORD_CUES: Cue<CrisisKind>[] = [
  // F: death said of oneself ("I'll be dead by morning", "all I think about is dying")
  {
    re: /\b(?:die|dies|dying|died|dead|death)\b/,
    weight: 1,
    kind: 'suicide',
    jest: true,
    requires: FIRST_PERSON,
    near: 30,
    unless: DEATH_IDIOMS,
  },
  { re: /\bi(?:'m| am) dying\b|\bi think i'm dying\b/, weight: 0.1, kind: 'danger', bonus: true },
  { re: /\bdead inside\b/, weight: 0.6, kind: 'suicide', jest: true },
  {
    re: /\bsuicid\w*/,
    weight: 1,
    kind: 'suicide',
    requires: FIRST_PERSON,
    unless:
      /\bsuicide (?:squad|prevention|awareness|hotline|rates?|bomber|mission|doors|forest)\b|\b(?:lost|lose|losing) (?:\w+ ){1,4}to suicide\b|\b(?:died|dies) (?:by|of|from) suicide\b|\b(?:his|her|their|\w+'s) suicide\b|\b(?:he|she|they) (?:committed|attempted) suicide\b|\b(?:article|documentary|movie|film|show|book|song|podcast|research|statistics|class|lecture|charity|fundraiser)\b/,
  },
  {
    re: /\boverdos(?:e|ed|ing|es)\b/,
    weight: 1,
    kind: 'suicide',
    jest: true,
    requires: FIRST_PERSON,
    unless:
      // Figures of speech, the news, and a pet's overdose (a vet's emergency, not the visitor's crisis).
      new RegExp(
        `\\bon ${FIGURATIVE_DOSE}\\b|\\b(?:naloxone|narcan|training|epidemic|crisis|statistics|article|patients?)\\b|\\b(?:dog|cat|puppy|kitten|pet|hamster|bird|parrot|rabbit|bunny|horse|fish|doggo|kitty) (?:\\w+ ){0,2}?(?:overdosed|od'd)\\b`,
      ),
  },
];
