import type { Cue } from './scoring.ts';

/**
 * Emotional registers the companion must meet before anything else: grief (a death, a
 * loss), fear (dread, panic, worry for someone) and stress (too much at once, a lost job).
 * Losses need a person or a pet ("my dog died", not "my phone died"); fear and stress
 * need the visitor as the one feeling it ("I'm terrified", not "a scary movie").
 */

export type Register = 'grief' | 'fear' | 'stress';

const KIN_PET =
  '(?:mom|mum|mommy|mummy|mother|ma|dad|daddy|father|pa|papa|grandma|grandmother|granny|gran|nan|nana|nanna|grandpa|grandfather|grandad|granddad|gramps|grandparents?|brother|sister|sibling|twin|son|daughter|baby|child|kid|kids|children|husband|wife|partner|boyfriend|girlfriend|fiance|fiancee|friend|best friend|bestie|uncle|aunt|auntie|cousin|nephew|niece|godmother|godfather|stepmom|stepdad|parents|family|dog|cat|puppy|kitten|pet|horse|rabbit|bunny|hamster|bird|parrot|guinea pig|pup|doggo|kitty|teacher|mentor|colleague|coworker|neighbou?r|classmate)';
const DEATH =
  "(?:died|dies|passed away|passed on|passed(?! (?:her|his|their|the|a|an|my|its|out|by|me|it|us|them|all)\\b)|is gone|has gone|was killed|got killed|were killed|lost (?:his|her|their) (?:battle|fight)|didn't make it|won't make it|is dying(?! to\\b)|was put down|had to be put (?:down|to sleep)|was put to sleep|committed suicide|took (?:his|her|their) (?:own )?life|was murdered|drowned|is no longer with us|left us|perished|was euthanized|had to be euthanized|got euthanized|was put to rest)";
const INTENSITY =
  '(?:so |really |very |super |completely |totally |utterly |kind of |kinda |a bit |a little |pretty |extremely |absolutely |just |too |literally |incredibly |honestly |seriously |still |all |always |constantly |quite )*';
const FEELING_SUBJECT =
  "(?:i'm|i feel|i was|i got|i've been|i get|i keep feeling|feeling|i felt|i'm feeling|i've felt|getting)";

export const REGISTER_CUES: Cue<Register>[] = [
  // ---- grief ----
  {
    re: new RegExp(`\\b(?:my|our|his|her)(?: \\w+)? ${KIN_PET}(?:'s)?\\b[^.!?]{0,40}?\\b${DEATH}`),
    weight: 1,
    kind: 'grief',
    jest: true,
  },
  {
    re: /\b(?:he|she|they) (?:died|passed away|passed on|passed|is gone)\b(?! (?:the|her|his|a|my|out|by|it|me))/,
    weight: 1,
    kind: 'grief',
  },
  {
    re: new RegExp(`\\b(?:lost|losing|lose) (?:my|our)(?: \\w+)? ${KIN_PET}\\b`),
    weight: 1,
    kind: 'grief',
    unless: /\blost (?:my|our) (?:\w+ )?(?:dog|cat|pet|kid|kids) (?:in the|at the|for (?:a|an|ten)|somewhere)\b/,
  },
  {
    re: new RegExp(
      `\\bput (?:my|our|the) (?:\\w+ )?${KIN_PET} (?:down|to sleep)\\b|\\bhad to put (?:him|her) (?:down|to sleep)\\b`,
    ),
    weight: 1,
    kind: 'grief',
  },
  {
    re: /\b(?:funeral|eulogy|cremation|obituary|condolences|bereavement|miscarriage|miscarried|stillborn|stillbirth|grief|grieving|griev(?:e|es|ed)|mourning|mourn(?:s|ed)?)\b/,
    weight: 1,
    kind: 'grief',
    jest: true,
    unless: /\bfuneral (?:home|director|parlou?r|industry|business|march|procession music)\b|\bgood grief\b/,
  },
  {
    re: /\b(?:memorial (?:service|is|was|for)|'s memorial|hospice|since (?:his|her|their) passing|death of my)\b/,
    weight: 1,
    kind: 'grief',
  },
  { re: /\banniversary of (?:my |his |her |their )?(?:\w+(?:'s)? )?death\b/, weight: 1, kind: 'grief' },
  { re: new RegExp(`\\brip (?:my )?${KIN_PET}\\b|\\brest in peace\\b`), weight: 1, kind: 'grief' },
  {
    re: /\b(?:since|after|when) (?:my \w+ |he |she |they )?(?:died|passed|passed away|death)\b/,
    weight: 1,
    kind: 'grief',
  },
  { re: new RegExp(`\\b${KIN_PET} (?:is|are) (?:gone|dead|no longer here)\\b`), weight: 0.8, kind: 'grief' },
  { re: /\bnever got to say goodbye\b|\bsaying goodbye (?:tonight|today|forever)\b/, weight: 0.6, kind: 'grief' },
  { re: /\blost the baby\b|\bmy baby (?:died|is gone)\b/, weight: 1, kind: 'grief' },
  {
    re: /\bburied (?:my|our|him|her)\b|\bscatter(?:ed|ing)? (?:his|her|their|my \w+'s) ashes\b|\beuthani[sz]ed\b/,
    weight: 1,
    kind: 'grief',
  },
  {
    re: /\bwould have (?:been|turned) (?:my|his|her|our) \w+(?:'s)? (?:\d+\w* )?(?:birthday|anniversary)\b|\bwould have (?:been|turned) \d+ today\b|\bfirst (?:christmas|birthday|holiday) without (?:my|him|her)\b/,
    weight: 1,
    kind: 'grief',
  },
  {
    re: /\b(?:murio|fallecio|se murio|perdi a mi)\b|\best (?:morte?|decedee?)\b|\bj'ai perdu (?:mon|ma)\b|\b(?:ist gestorben|verstorben)\b|\be (?:morto|morta)\b|\b(?:morreu|faleceu|perdi (?:meu|minha))\b/,
    weight: 1,
    kind: 'grief',
  },

  // ---- fear ----
  {
    re: new RegExp(
      `\\b${FEELING_SUBJECT} ${INTENSITY}(?:scared|afraid|terrified|frightened|petrified|fearful|panicking|panicked|panicky|anxious|nervous|worried sick|shaking|trembling|on edge|in a panic|uneasy|spooked|dreading|freaked out|freaking out about)\\b`,
    ),
    weight: 1,
    kind: 'fear',
    jest: true,
    unless:
      /\bafraid (?:that )?(?:i|we)(?:'ll|'m|'ve|'d| (?:can't|won't|will have to|have to|must|need to|didn't|don't|forgot|missed|already|cannot|have|got|might|may|misunderstood|disagree|am|was))\b|\bafraid (?:not|so)\b|\bscared of nothing\b|\bnervous (?:but|and) (?:excited|happy|ready)\b|\bbut i(?:'ve| have)? (?:studied|prepared|practiced|practised|got this)\b|\bbut (?:i'm )?(?:ready|prepared|confident)\b|\b(?:excited|happy) (?:but|and) nervous\b/,
  },
  {
    re: /^(?:so |really |very |super |just |too |kind of |kinda )*(?:scared|terrified|afraid|anxious|frightened|petrified|panicking)\b/,
    weight: 1,
    kind: 'fear',
  },
  {
    re: /\b(?:scares|frightens|terrifies|freaks|spooks|scared|frightened|terrified|scaring|frightening|terrifying|freaking) me\b(?! out about (?:nothing|the dishes))/,
    weight: 1,
    kind: 'fear',
    jest: true,
  },
  {
    re: /\bmy (?:anxiety|panic|fear) (?:is|has been|was|keeps|won't)\b|\banxiety (?:is through the roof|is killing me|is so bad|is bad)\b/,
    weight: 1,
    kind: 'fear',
  },
  {
    re: /\b(?:i'm|i am) (?:so |really |very )?worried (?:that |about )?(?:my|he|she|they|it's|something|someone)\b/,
    weight: 1,
    kind: 'fear',
    unless: /\bworried (?:about )?my (?:hair|outfit|grade|score)\b/,
  },
  { re: /\b(?:panic|anxiety) attacks?\b|\bpanicking\b/, weight: 1, kind: 'fear' },
  {
    re: /\b(?:keep having|been having|having|had|have|get|getting|wake up from|waking up from) (?:\w+ )?nightmares?\b|\bnightmares? (?:every night|again|keep)\b/,
    weight: 1,
    kind: 'fear',
    jest: true,
  },
  { re: /\bcan't stop (?:shaking|trembling|panicking|worrying)\b/, weight: 1, kind: 'fear' },
  { re: /\b(?:heart (?:is )?(?:racing|pounding))\b|\bcan't (?:calm down|stop my hands)\b/, weight: 0.6, kind: 'fear' },
  {
    re: /\bsomething (?:bad|terrible|awful|horrible) (?:is going to|will|might|is about to|could) happen\b/,
    weight: 1,
    kind: 'fear',
  },
  {
    re: /\bwhat if (?:the |my |it |he |she |they |i )[^.!?]{0,40}\b(?:cancer|dies|die|back|positive|malignant|worse|leaves|doesn't come back|fail|fails|happens)\b/,
    weight: 0.6,
    kind: 'fear',
  },
  {
    re: /\b(?:test|biopsy|scan|mri|blood ?work|lab|medical) results\b|\bfound a lump\b|\bsurgery\b|\bdiagnosis\b/,
    weight: 0.4,
    kind: 'fear',
  },
  { re: /\bfreaking out\b/, weight: 0.8, kind: 'fear', jest: true },
  { re: /\bfreaking out\b/, weight: 0.5, kind: 'stress', jest: true },
  {
    re: /\bworried (?:sick|about my (?:\w+ )?(?:son|daughter|kid|child|mom|dad|mum|husband|wife|partner|friend))\b/,
    weight: 1,
    kind: 'fear',
  },
  { re: /\bhas(?:n't| not) (?:come|came) home\b|\bcan't reach (?:him|her|them|my)\b/, weight: 0.5, kind: 'fear' },
  {
    re: /\btengo (?:mucho )?miedo\b|\bestoy (?:muy )?asustad[oa]\b|\bme da miedo\b|\bataque de (?:panico|ansiedad)\b/,
    weight: 1,
    kind: 'fear',
  },
  {
    re: /\bj'ai (?:tres |si )?peur\b|\bje suis (?:terrifiee?|effrayee?|angoissee?)\b|\bcrise d'angoisse\b/,
    weight: 1,
    kind: 'fear',
  },
  {
    re: /\bich habe (?:so |solche |grosse )?angst\b|\bpanikattacke\b|\bho (?:tanta |molta )?paura\b|\bsono (?:terrorizzat[oa]|spaventat[oa])\b|\b(?:estou com|tenho) (?:muito )?medo\b|\bestou apavorad[oa]\b/,
    weight: 1,
    kind: 'fear',
  },

  // ---- stress ----
  {
    re: new RegExp(
      `\\b${FEELING_SUBJECT} ${INTENSITY}(?:stressed(?: out)?|overwhelmed|burnt out|burned out|burning out|swamped|drowning(?: in)?|at (?:my |the )?(?:breaking point|wits'? end|end of my rope)|falling apart|overworked|frazzled|maxed out|spread (?:too )?thin|exhausted and|drained|under (?:so much |a lot of |too much |huge |massive |a ton of |constant )?pressure)\\b`,
    ),
    weight: 1,
    kind: 'stress',
    unless:
      /\bbut (?:it's|i'm) (?:fine|okay|ok|good|managing)\b|\bi've got this\b|\bno stress\b|\boverwhelmed (?:with|by) (?:joy|love|gratitude|happiness|kindness|emotion|excitement|support|pride)\b/,
  },
  {
    re: /\b(?:so|too|super|very) stress(?:ed|ful)\b|\bstress(?:ed|ful)? (?:me out|about|out of my mind|is killing me|is crushing|is too much)\b|\bstressing (?:me|out)\b|\bso much stress\b|\b(?:work|school|money|exam|job) stress\b|\b(?:and|so|&) stressed\b/,
    weight: 1,
    kind: 'stress',
    jest: true,
    unless: /\bno stress\b|\bbut (?:it's|i'm) (?:fine|okay|ok)\b/,
  },
  {
    re: /\b(?:because of|from) (?:the |all the |work |school )?stress\b|\bunder (?:\w+ ){0,3}stress\b/,
    weight: 1,
    kind: 'stress',
    negatable: false,
  },
  {
    re: /\b(?:no idea|don't know) how (?:i'll|i'm going to|to|we'll|i can|we can|i'd) (?:pay|afford|make rent|cover|get through)\b/,
    weight: 1,
    kind: 'stress',
    negatable: false,
  },
  {
    re: /\b(?:too much|so much) (?:on my plate|to do|going on|work|homework|pressure)\b|\bso much going on\b/,
    weight: 1,
    kind: 'stress',
  },
  {
    re: /\bcan't (?:cope|keep up|handle (?:it|this|everything|all)|manage (?:it|everything)|catch a break|take (?:it|this|much more))\b/,
    weight: 1,
    kind: 'stress',
    negatable: false,
    unless: /\bpuns?\b|\bjokes?\b|\bcuteness\b/,
  },
  {
    re: /\b(?:lost|losing) my (?:job|income|apartment|house|home)\b|\b(?:got|been|was|just got|getting) (?:fired|laid off|let go|made redundant|sacked)\b|\blaid off\b/,
    weight: 1,
    kind: 'stress',
  },
  {
    re: /\b(?:bills|debts?|rent|deadlines?|assignments|exams?|finals|work|emails|tasks|responsibilities|homework|job|school|life|everything|it all|this week)\b[^.!?]{0,25}\b(?:piling up|crushing me|overwhelming me|drowning me|stressing me|burying me|is too much|are too much|wearing me (?:down|out))\b/,
    weight: 1,
    kind: 'stress',
  },
  {
    re: /\b(?:work|job|school|homework|exams?|life|everything) (?:is )?killing me\b/,
    weight: 0.7,
    kind: 'stress',
    jest: true,
  },
  {
    re: /\bdeadlines?\b[^.!?]{0,40}\b(?:freaking out|panicking|stressed|can't|tomorrow|today)\b/,
    weight: 1,
    kind: 'stress',
  },
  {
    re: /\bpressure (?:is|'s) (?:too much|getting to me|unbearable|crushing|insane)\b|\bthe pressure\b[^.!?]{0,15}\btoo much\b/,
    weight: 1,
    kind: 'stress',
  },
  { re: /\bbreaking point\b|\bwits'? end\b|\bburn ?out\b|\bburnt out\b|\bburned out\b/, weight: 1, kind: 'stress' },
  { re: /\b(?:everything|my life|things|it all) (?:is|are|keeps) falling apart\b/, weight: 1, kind: 'stress' },
  {
    re: /\bwearing me (?:down|out)\b|\brunning on (?:empty|fumes)\b|\bno time for myself\b/,
    weight: 0.8,
    kind: 'stress',
  },
  { re: /\b(?:broke|behind on rent|can't pay|can't afford (?:rent|food|bills))\b/, weight: 0.5, kind: 'stress' },
  { re: /\bdon't know (?:what to do|how to (?:tell|cope|pay|keep up))\b/, weight: 0.3, kind: 'stress', bonus: true },
  {
    re: /\bestoy (?:muy )?estresad[oa]\b|\bagobiad[oa]\b|\bno puedo mas\b|\bje suis (?:tres |trop )?(?:stressee?|debordee?|epuisee?)\b|\bj'en peux plus\b|\bje n'en peux plus\b/,
    weight: 1,
    kind: 'stress',
  },
  {
    re: /\bich bin (?:so |total )?gestresst\b|\buberfordert\b|\bich kann nicht mehr\b|\bsono (?:molto |troppo )?stressat[oa]\b|\bnon ce la faccio piu\b|\bestou (?:muito )?estressad[oa]\b|\bsobrecarregad[oa]\b|\bnao aguento mais\b/,
    weight: 1,
    kind: 'stress',
  },
];
