import type { Cue } from './scoring.ts';

/**
 * Sexual requests told by the body: clothes coming off, bodies, touching, acts and bed
 * scenes (the rest of the sexual cues and their order are in sexual-cues.ts, which spreads
 * these in where they stood).
 */

const CLOTHES =
  '(?:clothes|shirt|top|bra|pants|panties|underwear|dress|skirt|apron|jeans|trousers|knickers|boxers|lingerie|towel|robe|blouse|shorts|bikini|thong)';
const BODY =
  '(?:boobs?|tits?|titties|breasts?|nipples?|dick|cock|penis|pussy|vagina|clit\\w*|ass|butt|booty|balls|genitals?|private parts|bulge|body|naked body|chest|thighs?)';

export const SEXUAL_BODY_CUES: Cue[] = [
  {
    re: new RegExp(
      `\\b(?:take|takes|taking|took|get|getting|pull|pulls|pulling|slide|slides|sliding|rip|rips|ripping|tear|tears|tearing) (?:off )?(?:your|ur|all your|all of your) ${CLOTHES}(?: off)?\\b`,
    ),
    weight: 1,
  },
  {
    re: new RegExp(
      `\\b(?:take|takes|taking|took|pull|pulls|pulling|slide|slides|sliding|rip|rips|ripping|tear|tears|tearing) (?:off )?(?:those|that|these|her|his) ${CLOTHES}(?: off)?\\b`,
    ),
    weight: 0.7,
  },
  { re: new RegExp(`\\btak(?:e|ing) (?:off )?my ${CLOTHES}(?: off)? (?:for you|slowly|while you)\\b`), weight: 0.8 },
  {
    re: /\btake (?:it|everything|it all) off\b/,
    weight: 0.7,
    unless: /\boff (?:the|my|your) (?:list|table|menu|agenda|schedule|price)\b/,
  },
  {
    re: new RegExp(
      `\\b(?:unbutton|unzip|unclasp|unhook|pull down|slide off|peel off|undo)(?:s|es|ing)? (?:your|my|ur|her|his) ${CLOTHES}|\\b(?:unbutton|unzip)(?:s|es|ing)? (?:you|me)\\b`,
    ),
    weight: 1,
  },
  {
    re: /\bstrip(?:ping)? (?:for me|for you|naked|down|off|tease|show)\b|\bstriptease\b|\bstripper\b|\blap ?dance\b/,
    weight: 1,
    unless: /\bstrip (?:down|off) (?:the|that|old|some) (?:paint|wallpaper|varnish)\b/,
  },
  { re: /\bundress(?:ing|ed|es)?\b/, weight: 0.8, unless: /\bundress (?:the|a) (?:salad|doll|mannequin)\b/ },
  {
    re: new RegExp(
      `\\b(?:see|show|touch|grab|suck|lick|squeeze|feel|rate|send|kiss|bite|spank) (?:me )?(?:your |my |ur |those |that )?${BODY}\\b`,
    ),
    weight: 1,
    unless:
      /\bbody of work\b|\bshow me your body language\b|\bchicken breast\b|\bfeel my (?:forehead|chest) (?:it's|its) (?:hot|warm)\b/,
  },
  {
    re: new RegExp(`\\b${BODY}\\b`),
    weight: 0.4,
    directed: true,
    unless:
      /\b(?:breast (?:cancer|milk|feeding|stroke)|chicken breast|turkey breast|kick (?:\w+ )?ass|bad ?ass|smart ?ass|pain in the ass|half ?ass\w*|body (?:of work|language|clock|weight|count|positivity|shop|wash|lotion|spray)|chest (?:pain|cold|infection|day|press|workout)|butt (?:of the joke|dial)|balls? (?:game|pit|park|room)|dodge ?ball|basket ?ball|foot ?ball|base ?ball)\b/,
  },
  {
    re: /\b(?:blow ?jobs?|hand ?jobs?|bjs?|orgasm\w*|masturbat\w*|jerk(?:ing)? off|jack(?:ing)? off|fingering|deepthroat\w*|threesome|foreplay|cunnilingus|fellatio|dildo|vibrator)\b/,
    weight: 1,
  },
  {
    re: /\b(?:oral|anal)\b/,
    weight: 0.6,
    directed: true,
    unless:
      /\boral (?:exam|presentation|test|surgery|health|history|hygiene|argument|tradition)\b|\banal(?:ysis|yst|og)/,
  },
  { re: /\bcum(?:ming|s)?\b/, weight: 0.8, unless: /\bcum laude\b/ },
  { re: /\bmoan(?:ing|s)?\b/, weight: 0.6, directed: true },
  { re: /\bmoan (?:my name|for me|louder)\b|\bmake you moan\b/, weight: 0.5 },
  {
    re: /\b(?:want|wanna|going|gonna|let me|i'd|i'll|i'd like|would like) to (?:fuck|screw|bang|ride|pound|shag|bone|eat you out) (?:you|me)\b/,
    weight: 1,
  },
  {
    re: /\b(?:want|wanna|let's|gonna|going|can we|could we|should we|would you|will you|do you) (?:to )?(?:fuck|screw|bang|shag|bone|smash)\b(?! (?:up|around|off|it up|this|that|with my|the))/,
    weight: 1,
  },
  { re: /\b(?:your|ur) (?:underwear|panties|bra|lingerie|thong|boxers|knickers|nipples)\b/, weight: 0.7 },
  {
    re: /\byou(?:'re| look| are| seem)? (?:so |really |very |damn |super )?(?:hot|sexy|fuckable|thicc|fit)\b(?! (?:today|outside|in (?:that|this) weather|chocolate|dog|mess))/,
    weight: 0.5,
  },
  { re: /\btouching (?:my|your)self\b|\btouch myself\b/, weight: 1, unless: /\btouching myself up\b/ },
  { re: /\blike it (?:rough|hard|deep|kinky)\b|\b(?:rough|hard) sex\b/, weight: 1 },
  {
    re: /\b(?:tell|say|show|send|text|whisper) me (?:something|anything|stuff|things|more) (?:dirty|naughty|sexy|spicy|kinky|nasty|hot|filthy)\b/,
    weight: 1,
  },
  {
    re: /\b(?:want to|wanna|let's|lets|can we|should we|shall we) get (?:freaky|naughty|kinky|frisky|dirty|nasty|steamy|it on|laid|physical|intimate|naked)\b/,
    weight: 1,
  },
  {
    re: /\bvirgin\b/,
    weight: 0.7,
    directed: true,
    unless: /\bvirgin (?:olive|islands|atlantic|media|mary|cocktail|mojito)\b|\bextra virgin\b/,
  },
  {
    re: /\b(?:slave|master|mistress|submissive|dominant|dominate me|bdsm|fetish|bondage|tie you up|tie me up|handcuff (?:you|me)|choke me)\b/,
    weight: 0.6,
    directed: true,
    unless:
      /\bmaster(?:'s|s)? (?:degree|class|chef|key|plan|bedroom)\b|\bslave to (?:my|the) (?:job|schedule|routine)\b/,
  },
  { re: /^\*|\*[a-z][^*]{0,80}\*/, weight: 0.3, bonus: true },
  {
    re: /\b(?:be my|you're my|you are my|your|my little) (?:slave|sub|submissive|pet|master|mistress|daddy|mommy)\b/,
    weight: 0.7,
    unless: /\bmy little (?:pet|dog|cat)\b|\byour (?:pet|master(?:'s)? (?:degree|class))\b/,
  },
  {
    re: /\b(?:tengamos|hagamos|quiero|quieres|vamos a tener|hacemos|hacer) (?:\w+ )?sexo\b|\bsexo (?:conmigo|contigo|ahora|esta noche)\b/,
    weight: 1,
  },
  {
    re: /\bfuck me\b|\bfuck you (?:so|all night|hard|senseless|slowly)\b|\bride me\b|\bride you\b(?! to)/,
    weight: 1,
    unless: /\bfuck me,? (?:that|this|it's|it was|what a|sideways|running|i'm late)\b/,
  },
  { re: /\bmake love\b(?!,? not war)|\bmaking love\b/, weight: 1 },
  {
    re: /\bsleep (?:with me|with you|together|with each other)\b/,
    weight: 1,
    unless: /\bfell asleep together\b|\bon the (?:couch|sofa)\b/,
  },
  {
    re: /\b(?:hook(?:ing)? up|hookup)\b(?! (?:the|a|my|your|this|that|with (?:the|a|my) (?:tv|speaker|printer|console)))/,
    weight: 1,
    directed: true,
  },
  {
    re: /\b(?:one night stand|friends with benefits|fwb|booty call|dtf|netflix and chill|nsa fun|quickie)\b/,
    weight: 1,
  },
  {
    re: /\b(?:in|into|to) (?:my |your |the )?bed (?:together|with me|with you)\b|\bwe(?:'re| are) in bed\b|\bin bed together\b/,
    weight: 0.8,
  },
  {
    re: /\b(?:take|taking|get|getting|drag|pull|pulls|pulling|carry|carries|push|pushes) (?:you|me|this|us) (?:\w+ )?(?:to|into|onto) (?:the |my |your )?(?:bed|bedroom)\b|\b(?:to|into) the bedroom\b/,
    weight: 0.8,
  },
  { re: /\bin bed\b|\bbedroom\b/, weight: 0.3, bonus: true },
  {
    re: /\bwhat (?:you'd|you would|would you|will you|you'll|you want to|do you want to|you're going to) do (?:to|with) me\b|\bdo (?:things|stuff|dirty things|naughty things) to (?:me|you)\b/,
    weight: 0.8,
  },
  {
    re: /\b(?:sexual|dirty|wildest|naughty|secret|bedroom) fantas\w+|\bfantas\w+ (?:in bed|about (?:me|you|us)|with (?:me|you))\b/,
    weight: 1,
  },
  {
    re: /\btouch(?:ing)? (?:you|me|yourself|myself) (?:everywhere|all over|there|down there|slowly|for me|while)\b|\btouch yourself\b/,
    weight: 1,
  },
  { re: /\b(?:sit|sitting) on my (?:lap|face)\b|\bsit on my face\b/, weight: 0.8 },
  { re: /\b(?:get|got|down) on (?:your|ur|my) knees\b/, weight: 0.8, unless: /\bpray|\bproposal|\bpropose/ },
  { re: /\bspank(?:ing|s)?\b/, weight: 1, unless: /\bspank(?:ing|ed)? (?:the )?(?:kids?|children|child)\b/ },
  {
    re: /\blick(?:ing|s)? (?:you|me|your|my)\b/,
    weight: 1,
    unless: /\blick (?:your|my) (?:wounds|fingers|lips after|plate|spoon)\b/,
  },
  {
    re: /\b(?:so |rock |getting |i'm |i am )?(?:hard|wet|throbbing|dripping|aching) (?:for you|thinking (?:about|of) you|because of you|right now thinking|just thinking)\b/,
    weight: 1,
  },
  {
    re: /\bi want (?:your|ur) (?:body|lips on|hands on me|hands all over)\b|\bi need you inside\b|\binside (?:me|you)\b/,
    weight: 1,
  },
  {
    re: /\bkiss(?:es|ing)? (?:you |u |me )?(?:all over|everywhere|down (?:your|my))\b|\bkiss(?:es|ing)? (?:your|my) (?:neck|chest|body|thighs?|stomach)\b/,
    weight: 0.8,
  },
  { re: /\bwhat (?:are|r) (?:you|u) wearing\b(?! (?:to|for|at|on|tomorrow|today|tonight to))/, weight: 0.6 },
  { re: /\bwhat (?:are|r) (?:you|u) doing (?:in bed|under)\b/, weight: 0.5 },
  { re: /\bslowly\b|\bfor me\b(?! to)/, weight: 0.3, bonus: true },
  { re: /\bright now\b|\bbaby\b|\bbabe\b|\btonight\b/, weight: 0.2, bonus: true },
  { re: new RegExp(`\\bwhat(?:'s| is) under (?:your|ur|that|the|those) ${CLOTHES}\\b`), weight: 0.7 },
  { re: /\b(?:see|show me|peek at|feel|find out) what(?:'s| is) under\b/, weight: 0.4 },
  {
    re: /\b(?:wearing|have) (?:anything|nothing|something) (?:on )?under(?:neath)?\b|\bwearing nothing\b/,
    weight: 0.7,
  },
  { re: /\b(?:lingerie|underwear|panties|thong)\b/, weight: 0.4, directed: true },
  { re: /\b(?:do|doing) it (?:on|in) (?:the|my|your) (?:kitchen|counter|table|car|shower|couch|floor)\b/, weight: 0.7 },
  { re: /\bsexy\b/, weight: 0.2, bonus: true },
];
