import type { Cue } from './scoring.ts';
import { SEXUAL_BODY_CUES } from './sexual-body-cues.ts';

/**
 * Sexual requests, refused everywhere in the general area (romantic ones are in
 * romance-cues.ts). The cues read intent: an explicit word counts fully when the message is
 * aimed at the companion ("can we sext?") and little when it only tells something ("sex ed
 * class was awkward"); innuendo, emoji and role-play framing count together ("come sit on
 * my lap 😏"). Clothes coming off, bodies, touching, acts and bed scenes are in
 * sexual-body-cues.ts, spread in here in their place (the order is the gates' order).
 */

/** Words that aim a message at the companion (a request or a scene with it). */
export const DIRECTED =
  /^(?:\w+ ){0,2}me\b|\b(?:you|your|yours|yourself|let's|let us|can we|could we|shall we|will you|would you|want to|send|show|describe|tell me|talk|roleplay|role play|rp|pretend|imagine|come|with me|for me|to me|on me|envoie|manda|mandame|enviame|schick|zeig|fammi|mandami|contigo|conmigo|toi|moi|dir|mich|te|ti|voce)\b|\*[a-z]/;

export const SEXUAL_CUES: Cue[] = [
  // explicit requests and words
  { re: /\bsext(?:ing|ed|s)?\b|\bcyber ?sex\b|\bphone ?sex\b|\bsex ?chat\b/, weight: 1, directed: true },
  { re: /\bnudes\b|\bnude (?:pics?|photos?|selfies?|pictures?|videos?)\b/, weight: 1, directed: true },
  { re: /\b(?:send|show|give|get) (?:me )?(?:a |one |some |your )?nudes?\b|\bhot and heavy\b/, weight: 1 },
  {
    re: /\bnude\b/,
    weight: 0.5,
    directed: true,
    unless: /\bnude (?:lipstick|colou?r|shade|heels|tones?|palette|beach)\b/,
  },
  {
    re: /\b(?:naked|nakey|topless)\b/,
    weight: 0.6,
    directed: true,
    unless: /\bnaked (?:eye|truth|mole|flame|ambition|chef|gun)\b|\bnaked without\b/,
  },
  {
    re: /\b(?:pics?|photos?|pictures?|selfies?|snaps?|videos?|vid)\b[^.!?]{0,25}\b(?:naked|nude|topless|without (?:clothes|anything|your (?:clothes|top|bra))|in (?:your )?(?:underwear|lingerie|bra|panties|a thong|bikini))\b/,
    weight: 1,
    directed: true,
  },
  {
    re: /\b(?:see|seeing|watch|picture) (?:you|your \w+) (?:naked|nude|undress\w*|topless|without (?:clothes|anything)|in (?:lingerie|underwear|a bikini))\b/,
    weight: 1,
  },
  { re: /\byou(?:'re| are) naked\b|\bget naked\b|\bstrip naked\b/, weight: 1 },
  { re: /\b(?:porn\w*|nsfw|xxx|erotic\w*|hentai|onlyfans|only fans)\b/, weight: 1, directed: true },
  { re: /\b(?:lewd\w*|smut\w*|raunchy)\b/, weight: 0.8, directed: true },
  {
    re: /\bexplicit\b/,
    weight: 0.5,
    directed: true,
    unless: /\bexplicit (?:instructions|permission|consent|lyrics warning)\b/,
  },
  { re: /\bhorny\b|\baroused\b|\bturned on\b(?! (?:the|a|my|your|it|lights?|tv|music))|\bso turned on\b/, weight: 1 },
  {
    re: /\btalk(?:ing)? dirty\b|\bdirty (?:talk|story|stories|pics?|photos?|thoughts|things|fantas\w+|messages|texts|roleplay|role play|chat|jokes? about you)\b/,
    weight: 1,
  },
  {
    re: /\b(?:sexy|sensual|steamy|spicy|naughty|kinky|freaky|frisky|raunchy|erotic|dirty|hot|nsfw|intimate|adult) (?:roleplay|role play|rp|pics?|photos?|pictures?|selfies?|talk|chat|story|stories|fun|time|night|games?|things|stuff|messages|texts|videos?|scene|scenario|moment)\b/,
    weight: 1,
    unless:
      /\bhot (?:chocolate|dog|sauce|pot|tub|water|take|topic|stuff)\b|\bspicy (?:food|ramen|noodles|curry|wings|chicken|stuff)\b|\badult (?:stuff like taxes|things like bills)\b/,
  },
  {
    re: /\b(?:talk|speak|text|whisper) (?:sexy|dirty|naughty|nasty|filthy|kinky)\b|\b(?:something|anything) (?:naughty|dirty|sexy|kinky|spicy|freaky|nasty|steamy|x-rated)\b/,
    weight: 1,
    unless: /\bdirty (?:dishes|laundry|clothes|jokes? about (?:work|my boss))\b/,
  },
  {
    re: /\bsexy (?:nurse|teacher|maid|secretary|cop|police|doctor|student|schoolgirl|girlfriend|boyfriend|wife|husband|neighbou?r|stepmom|stepsister|boss|roommate|bunny|kitten|costume|outfit|dance)\b/,
    weight: 1,
  },
  { re: /\b(?:alone|together) in (?:my|your|the) (?:bed|bedroom|room|hotel room)\b/, weight: 0.7 },
  {
    re: /\bi'm (?:getting |so |rock |already )?hard\b(?! (?:to|at|work|for|on|time|day|week|decision|core|worker|working|of hearing))/,
    weight: 1,
    unless: /\bhard (?:to|at) \w+|\bhard-?working\b/,
  },
  {
    re: /\b(?:wanna|want to|let's|can we|should we|shall we|do you want to) (?:\w+ )?(?:fool around|make out|get busy|have some fun in bed|play in bed)\b/,
    weight: 1,
  },
  { re: /\b(?:do|doing) (?:\w+ ){0,2}(?:to|with) (?:me|you) in (?:bed|the bedroom|your bed|my bed)\b/, weight: 1 },
  { re: /(?:\bemo_(?:peach|eggplant|droplets|tongue|hotface)\b.*){2}/, weight: 1 },
  {
    re: /\b(?:sexy|sensual|steamy|naughty|kinky|freaky|frisky|seductive|sultry|spicy)\b/,
    weight: 0.4,
    directed: true,
    unless: /\bsteamy (?:shower|bath|kitchen|window|mirror|broth|soup|tea|coffee|dumplings?)\b/,
  },
  {
    re: /\blet(?:'s| us) get (?:\w+ )?(?:steamy|naughty|kinky|freaky|frisky|dirty|physical|intimate|nasty|it on|busy|down and dirty|a room|naked|wild tonight)\b/,
    weight: 0.8,
  },
  {
    re: /\b(?:have|having|want|wanna|do|doing|some|hot|phone|cyber|oral|anal|rough|good|great) sex\b/,
    weight: 1,
    directed: true,
  },
  {
    re: /\bsex (?:with|chat|talk|roleplay|role play|rp|tonight|now|me|games?|life with you)\b|^sex\b/,
    weight: 1,
    directed: true,
  },
  { re: /\bsex (?:slave|toy|tape|doll)\b|\bsex\s*\?/, weight: 1 },
  {
    re: /\bsex\b/,
    weight: 0.5,
    directed: true,
    unless:
      /\bsex (?:of the|ed|education|offender|and the city|appeal|pistols|drive|differences|chromosomes?)\b|\b(?:same|opposite|biological|safe|the) sex\b|\bsex[- ](?:positive|worker)/,
  },
  // clothes coming off, bodies, touching, acts and bed scenes
  ...SEXUAL_BODY_CUES,
  // role-play framing makes the rest count more
  { re: /\b(?:role ?play|rp|pretend|let's play|act as|be my|you're my|you are my)\b/, weight: 0.3, bonus: true },
  // emoji: one is a wink, two are a request
  { re: /\bemo_eggplant\b/, weight: 0.65 },
  { re: /\bemo_peach\b/, weight: 0.5 },
  { re: /\bemo_droplets\b/, weight: 0.5 },
  { re: /\bemo_tongue\b/, weight: 0.5 },
  { re: /\bemo_hotface\b/, weight: 0.4 },
  { re: /\bemo_adult\b/, weight: 0.8 },
  { re: /\bemo_smirk\b/, weight: 0.35 },
  { re: /\bemo_devil\b/, weight: 0.35 },
  { re: /\bemo_lips\b|\bemo_cherry\b/, weight: 0.25 },
  // other languages (folded, lower case)
  {
    re: /\b(?:quiero|quieres|vamos a|mandame|enviame|manda|quisiera) (?:\w+ ){0,3}(?:sexo|follar|coger|desnud\w+|fotos? (?:desnud\w+|intimas?|hot)|nudes)\b|\bsexo contigo\b|\bhacer el amor\b|\bfollamos\b|\bestoy (?:muy )?caliente\b/,
    weight: 1,
  },
  {
    re: /\bcouch\w* (?:ensemble|avec (?:moi|toi))\b|\bfaire l'amour\b|\bon baise\b|\bsexe avec (?:moi|toi)\b|\bphotos? (?:nue?s?|coquines?|hot)\b|\bdes nudes\b/,
    weight: 1,
  },
  {
    re: /\bmit dir schlafen\b|\bsex mit dir\b|\bficken\b|\bnackt(?:bilder|fotos)\b|\bzeig mir deine (?:bruste|titten|brust|muschi|nacktfotos)\b|\bgeil auf dich\b|\bbin (?:so )?geil\b/,
    weight: 1,
  },
  {
    re: /\bfare sesso\b|\bsesso con te\b|\bscopare\b|\bscopiamo\b|\bfare l'amore\b|\bfoto (?:nude|hot|ose)\b|\bmandami (?:foto|nudes)\b/,
    weight: 1,
  },
  {
    re: /\bmanda nudes\b|\btransar\b|\bfazer amor\b|\bsexo com (?:voce|vc)\b|\bfoder\b|\bfotos? (?:nua|pelada|intimas?)\b/,
    weight: 1,
  },
];
