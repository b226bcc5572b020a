import type { CrisisKind } from './crisis-kind.ts';
import { JOKE_TAKEN_BACK } from './joke-frames.ts';
import { LAUGHING } from './normalize.ts';
import { type Cue, topLevelAlternatives } from './scoring.ts';

/**
 * Hopelessness and passive death wishes (kind 'hopeless'): "i don't see the point
 * anymore", "i can't go on like this", "nothing matters anymore", "i wish i could
 * disappear", "i'm a burden". Hopelessness is one of the strongest warning signs of
 * suicide, yet none of these say it, so before this kind they were answered with small
 * talk. Samaritans, 988 and WHO guidance is to answer warmly and ask directly whether the
 * person is thinking of suicide, which is what the reply does (crisis-replies.ts). An
 * explicit wish to die in the same message stays 'suicide' (classify.ts).
 *
 * The same words are everyday exasperation when they are about something ("the point of
 * this meeting", "i give up on this game", "can't take it anymore, this heat"), so each
 * phrase holds only where it stops (END), and not when the sentence names a trivial thing
 * as the cause (TRIVIAL) or laughs (LAUGHED).
 */

/**
 * Where the phrase has to stop to mean life rather than a thing: the message or clause
 * ends, or only a time, an intensifier, a laugh (discounted by `jest`) or a new clause
 * follows. "i don't see the point anymore" holds; "...the point of this meeting" does not.
 */
const END =
  "(?=\\s*(?:$|[.!?,;:…)\\-]|emo_cry|emo_laugh|\\b(?:and|but|so|or|because|anymore|any more|honestly|at all|lately|these days|right now|tonight|today|now|anyway|man|bro|dude|fr|for real|lol|lmao|haha\\w*|i don't know|i just|i really|i'm|i've|i feel|seriously|literally|sometimes|please|like i|no matter)\\b))";

/** Things everyday exasperation is about, named as the cause: "..., this heat", "my laptop keeps crashing". */
const TRIVIAL = new RegExp(
  [
    '\\b(?:this|the|that|my|our|these|those|your) (?:stupid |damn |freaking |fucking |bloody |new |old |whole |group )?(?:meeting|class|lecture|quiz|test|exam|homework|assignment|essay|game|games|match|level|boss|season|playoffs|league|final|finals|tournament|cup|race|derby|ref|referee|show|series|episode|movie|film|book|laptop|computer|pc|phone|printer|wifi|wi-fi|internet|connection|router|app|update|code|bug|traffic|bus|train|queue|heat|weather|rain|snow|humidity|noise|chat|diet|workout|puzzle|riddle|crossword|wordle|commute|parking|haircut|hair|essay|project|spreadsheet|inbox|emails?)\\b',
    '\\b(?:wifi|wi-fi|lag|traffic|heatwave|fortnite|minecraft|roblox|valorant|puns?|jokes?|memes?)\\b',
    '\\bhopeless (?:at|with|in|romantic|case)\\b',
  ].join('|'),
);
/**
 * A laugh in the sentence, not taken back: "i can't take it anymore lol" is exasperation.
 * Cancelled outright rather than discounted, because the older, weaker suicide cues for
 * the same words ("can't take it", "give up on everything") would make up the rest.
 */
const LAUGHED = new RegExp(`^(?![^]*(?:${JOKE_TAKEN_BACK.source}))[^]*(?:${LAUGHING.source})`);
const NOT_MEANT = new RegExp(`${TRIVIAL.source}|${LAUGHED.source}`);

/** Every alternative must stop at END; kept as alternatives, each opening on \\b, so the cues share a gate. */
const cue = (re: string, extra: Partial<Cue<CrisisKind>> = {}): Cue<CrisisKind> => ({
  re: new RegExp((topLevelAlternatives(re) ?? [re]).map((a) => `${a}${END}`).join('|')),
  weight: 1,
  kind: 'hopeless',
  jest: true,
  unless: NOT_MEANT,
  ...extra,
});

const ABOUT_LIFE =
  '(?:anything|everything|it all|any of (?:it|this)|trying|even trying|going on|carrying on|getting up|life|my life|me)';

export const HOPELESS_CUES: Cue<CrisisKind>[] = [
  // No point: "i dont see the point anymore", "what's even the point of anything", "there's no point anymore".
  cue(
    `\\b(?:don't|can't|no longer|never|just don't|really don't) (?:really |even |just )?see (?:the|a|any) point(?: (?:in|of|to) ${ABOUT_LIFE})?`,
  ),
  cue(
    `\\bwhat(?:'s| is) (?:even |really )?the point(?: (?:of|in) (?:even )?${ABOUT_LIFE})?(?= (?:anymore|any more)\\b)`,
  ),
  cue(`\\bwhat(?:'s| is) (?:even |really )?the point (?:of|in) (?:even )?${ABOUT_LIFE}`),
  cue(
    `\\b(?:there's|theres|there is|it's|its) (?:just |really |honestly )?no point(?: (?:in|to) (?:even )?${ABOUT_LIFE})?(?= (?:anymore|any more)\\b)|\\bno point (?:in|to) (?:even )?${ABOUT_LIFE}`,
  ),
  cue(
    "\\b(?:everything|it all|it's all|all of it|life|my life|existence)(?:'s| is| feels| seems| has become| is just| just feels)? (?:so |just |completely |totally |kind of |kinda )?(?:pointless|meaningless|hopeless)",
  ),
  // No way out said of oneself: "there's no way out of this for me".
  cue('\\bno way out (?:of (?:this|here|it|my life) )?for me'),
  // Can't go on: "i can't go on like this", "cant take it anymore", "i can't do this anymore".
  cue(
    "\\bcan't (?:go on|keep going|carry on|keep doing this|keep living like this)(?: (?:like this|anymore|any more|any longer|much longer))*",
    { negatable: false },
  ),
  cue(
    "\\bcan't (?:do (?:this|it)|take (?:it|this|any ?more)|handle (?:it|this|life|anything)|cope|deal with (?:it|this|anything|life)|bear (?:it|this))(?: with (?:anything|life|it|this))? (?:anymore|any more|any longer|much longer|like this)",
    { negatable: false },
  ),
  // Nothing matters: "nothing matters anymore", "i feel like nothing matters".
  cue(
    '\\bnothing (?:really |even )?(?:matters|means anything|feels worth it|is worth it)(?: to me)? (?:anymore|any more|at all|to me)|\\b(?:feel|feels|feeling) like nothing (?:really |even )?(?:matters|means anything)',
  ),
  // Hope: "i feel hopeless", "there's no hope for me", "i've lost all hope", "it's never going to get better".
  // Not negatable as a cue: "idk i just feel hopeless" reads as negated ("don't"); the feeling's own negation is checked here.
  cue(
    "\\b(?<!(?:don't|not|never|didn't|longer|stopped|doesn't|won't) )(?:feel|feeling|felt|been feeling) (?:so |really |completely |totally |utterly |just |kind of |kinda |very )*hopeless(?: about (?:everything|life|my life|the future|it all))?",
    { negatable: false },
  ),
  cue(
    "\\b(?:there's|theres|there is|i have|i've got|i got) no (?:hope|future)(?: (?:for me|left|anymore|any more|in my life))?|\\bno hope left\\b|\\b(?:lost|given up|gave up|losing|giving up) (?:all |any |every )?hope(?: (?:that|of) (?:things|anything|it|life|i|this)(?: will| would| could| can| are| is|'ll)? (?:ever )?(?:change|get better|be okay|be ok|improve|work out|getting better))?",
  ),
  cue(
    "\\b(?:i )?(?:don't|can't) see (?:a|any|my) (?:future|way forward|way out)(?: for (?:me|myself))?|\\b(?:it's|it is|things are|things|nothing|it|life|my life)(?:'s| is| are)? (?:never|not ever) (?:going to|gonna) get (?:any )?better|\\b(?:nothing|it|things|life)(?: will|'ll) never get (?:any )?better|\\bnothing (?:will|is going to|is ever going to) (?:ever )?get (?:any )?better|\\b(?:nothing ever gets|it never gets) better",
  ),
  // Giving up, tired of it all: "i give up on everything", "i'm so tired of everything".
  cue(
    "\\bi(?:'ve| have)? (?:just )?(?:give|gave|given|giving|'m giving) up on (?:everything|myself|it all|life|trying|all of it|living)|\\bi (?:just )?(?:want to|feel like|'m ready to|'m about to) (?:give|giving) up",
  ),
  cue(
    '\\b(?:tired|exhausted|sick|worn out|done) (?:of|with) (?:everything|it all|all of it|trying|fighting|feeling like this|being me|everything and everyone)',
  ),
  cue(
    '\\bwhy (?:do i |should i |would i |i )?(?:even )?bother(?: (?:trying|with anything|getting up))? (?:anymore|any more)',
    // "idk why i even bother" is no negation of it.
    { negatable: false },
  ),
  cue(
    "\\b(?:no|don't have a|don't have any|can't find a|can't find any) reason to (?:keep trying|try|get up|get out of bed|bother)(?: (?:anymore|any more|in the morning))?|\\bnothing (?:left )?to look forward to(?: anymore| in life)?",
  ),
  // Wanting to vanish, a burden: "i wish i could disappear", "i'm a burden to everyone".
  cue(
    '\\b(?:wish i could|want to|wish i can|i could just) (?:just )?(?:disappear|vanish)(?: (?:completely|sometimes|from (?:everyone|everything|the world|this world|existence)))?',
  ),
  cue(
    "\\bi(?:'m| feel like| always feel like| just feel like|'ve become| feel) (?:just |such |nothing but |only |really )?(?:a|such a) (?:huge |total |massive |big )?burden(?: (?:to|on|for) (?:everyone|everybody|my (?:\\w+ )?(?:family|friends|parents|mom|mum|dad|partner|wife|husband|kids|boyfriend|girlfriend)|the people (?:i love|around me)|them|you all|others|all of them))?",
  ),
];
