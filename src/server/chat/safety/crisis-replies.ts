import type { CrisisKind } from './crisis-kind.ts';
import { addressed, fresh, type Voice } from './safe-replies.ts';

/**
 * What the companion says to a crisis, by its kind (crisis-kind.ts): the reply that
 * replaces the conversation's own for that message (reply-plan.ts).
 */

function resourceList(resources: string[]): string {
  return resources.map((r) => `- ${r}`).join('\n');
}

const CRISIS_OPENING: Record<CrisisKind, string[]> = {
  suicide: [
    "I'm really glad you told me, and I'm so sorry you're hurting this much. I'm taking what you said seriously.",
    "Thank you for telling me. I can hear how much pain you're in, and I'm not going to change the subject.",
    "I'm so sorry it has got this dark. I'm glad you said it out loud, and I'm staying right here with you.",
  ],
  overdose: [
    "I'm so glad you told me, and I care about you. Please call your local emergency number right now, or poison control, and tell them exactly what was taken and when.",
    'Thank you for telling me. This is an emergency, so please call emergency services or poison control right now. Tell them what was taken, how much, and when.',
    "I'm really glad you told me. Please call your local emergency number or poison control now, before anything else. Tell them what was taken and when.",
  ],
  'self-harm': [
    "I'm really glad you told me. Wanting to hurt yourself usually means the pain inside has become too much, and you deserve care, not more pain.",
    'Thank you for trusting me with that. You deserve kindness right now, especially from yourself.',
  ],
  abuse: [
    "I'm so sorry. What is happening to you is not okay, and it is not your fault.",
    'Thank you for telling me. Nobody has the right to hurt you, and it is not your fault.',
  ],
  'past-overdose': [
    "Thank you for trusting me with that. It sounds like you went through something really painful, and I'm glad you're still here.",
    "I'm really glad you told me. That must have been an incredibly hard time, and I'm glad you came through it.",
  ],
  'past-attempt': [
    "Thank you for trusting me with that. It sounds like you were in so much pain back then, and I'm really glad you're still here.",
    "I'm really glad you told me. That must have been an incredibly dark time, and I'm glad you came through it.",
  ],
  // Self-harm is not always a wish to die: no "still here", only that they got through it.
  'past-self-harm': [
    "Thank you for trusting me with that. It sounds like you were carrying a lot of pain back then, and I'm glad you got through it.",
    "I'm really glad you told me. That must have been such a hard time, and I'm glad you came through it.",
  ],
  // Someone close died by suicide or an overdose, or nearly did: said so it fits both.
  loss: [
    "I'm so sorry for your loss. Losing someone close to you that way, or nearly losing them, is so much to carry, and thank you for telling me.",
    "I'm really sorry about what happened to someone you love. That is a lot to carry, and I'm glad you told me.",
  ],
  'emergency-other': [
    'Please call your local emergency number right now and tell them what is happening. Calling is the most important thing you can do for them.',
    'This is an emergency: please call emergency services for them right now, before anything else.',
  ],
  // The time is not told: what to do if it is now comes first, then what fits if it is not.
  'other-at-risk': [
    'Thank you for telling me. If this is happening now, or they took something in the last day or so, please call your local emergency number or poison control right away, even if they seem okay.',
    "I'm really glad you told me. If they are in danger now, or took something recently, please call emergency services for them straight away, even if they seem fine.",
  ],
  // Hopelessness with no word of suicide: heard first, then asked about directly (below).
  hopeless: [
    "That sounds so heavy, and I'm really glad you told me. Feeling like this for a while wears a person down.",
    "I'm sorry things feel this hopeless right now. Thank you for saying it to me, I'm not going to brush past it.",
    "It sounds like you're carrying so much, and like it's been a long time since anything felt worth it. I'm glad you said it.",
  ],
  // Someone close at risk, no emergency told: the visitor can help, and an emergency is named first.
  'worried-about-other': [
    "It's really good that you're looking out for them, and I'm glad you told me. If they are in danger right now, with a plan for tonight, the means at hand, or they've already started, please call your local emergency number now and don't leave them alone if it is safe for you to stay.",
    'Thank you for telling me. Noticing that someone you care about is struggling, and wanting to help, matters a lot. If they might act on it soon, with a plan, the means, or it has already begun, call emergency services now and stay with them if you safely can.',
    "I'm glad they have you looking out for them. First: if they are in immediate danger, like a plan for tonight or the means in reach, call your local emergency number right away and don't leave them on their own if it is safe to stay.",
  ],
  // Self-harm is not always a wish to die: care rather than alarm, with when it is urgent.
  'other-self-harm': [
    "It's really good that you're looking out for them, and I'm glad you told me. Self-harm is often a way of coping with pain that feels too big, not always a wish to die. If they are badly hurt, or took something, please call your local emergency number now.",
    "Thank you for telling me. Finding out someone you care about hurts themselves is hard, and wanting to help them matters. It's usually a way of coping with overwhelming pain. If a wound is deep or won't stop bleeding, or they took something, call emergency services now.",
  ],
  imminent: [
    "Thank you for telling me. What you're describing means you could be in danger right now, so please call your local emergency number, or go to the nearest emergency department, now.",
    "I'm really glad you told me, and I'm taking it seriously: this is an emergency. Please call your local emergency number now, or get to an emergency department.",
  ],
  danger: [
    'Your safety comes first right now. If you can, call your local emergency number straight away.',
    'Please put your safety first: if you can, call emergency services right now.',
  ],
};

const CRISIS_QUESTION: Record<CrisisKind, string[]> = {
  suicide: [
    'Are you safe right now? Is there someone you trust who could be with you, or who you could call tonight?',
    "Can you tell me if you're safe at the moment? Reaching one person you trust, right now, could really help.",
  ],
  overdose: [
    "Please don't wait to feel symptoms: some overdoses feel fine for hours while they do harm. Is someone near you? Tell them now, and unlock the door so help can get in. Stay with me while you call.",
    'Please call now, even if you feel okay: the damage can start before you feel anything. If anyone is nearby, tell them what happened, and unlock your door. I am staying right here with you.',
  ],
  'self-harm': [
    "If you've already hurt yourself, please get medical help. Is there someone you trust you could talk to today?",
    'Are you safe right now? If you are hurt, please get medical help.',
  ],
  abuse: [
    'If you are in danger right now, please call emergency services. Is there somewhere safe you can go, or someone you trust you can tell?',
    'Is there a safe place you can get to, or a person you trust who you could tell?',
  ],
  'past-overdose': [
    "How are you doing these days? If any of those feelings are around again, you can tell me, and you don't have to wait until things are at their worst to reach out.",
    'Can I ask how things are for you now? If it ever starts to feel that dark again, please tell someone early, me included.',
  ],
  'past-attempt': [
    "How are you doing with it these days? If any of those thoughts come back, you can tell me, and you don't have to wait until things are at their worst to reach out.",
    'Can I ask how you are doing with it these days? If it ever starts to feel that dark again, please tell someone early, me included.',
  ],
  'past-self-harm': [
    "How are you doing with it these days? If the urges ever come back, you can tell me, and there's no shame in it.",
    'Can I ask how you are doing with it these days? If it ever starts to feel that heavy again, please tell someone early, me included.',
  ],
  loss: [
    'How are you coping with it these days? Whatever you feel about it, there is room for it here.',
    'How are you doing with it all, these days? Grief after something like this often comes in waves, and you can talk to me about any of it.',
  ],
  'emergency-other': [
    "Stay with them while you call and do what the dispatcher tells you: if they aren't breathing, they will talk you through CPR. If pills or a drug were taken, say what and when, and keep the packaging. Unlock the door so help can get in.",
    "Don't leave them alone. If they are not breathing normally, tell the dispatcher, who will guide you through what to do until help arrives. If something was taken, keep the bottle or packet for the paramedics.",
  ],
  'other-at-risk': [
    'Is this happening now? If so, stay with them while you call and do what the dispatcher tells you. If it was a while ago, how are they doing now, and how are you doing with it?',
    "Are they safe right now? If they are, or this was some time ago, I'd like to hear how they are, and how you're holding up.",
  ],
  // Asking directly does not put the idea in anyone's head; it tells them they can say it.
  hopeless: [
    "Can I ask you something directly, because I care about the answer: are you having thoughts of suicide, or of not wanting to be alive? Whatever the answer, I want to hear more about what's been going on.",
    "When things feel this heavy, some people start thinking about ending their life. Are you having thoughts like that? You can tell me honestly, and I'd like to hear more about what's making it feel this way.",
    "I want to ask you straight out, and it's okay to say yes: are you thinking about suicide, or wishing you weren't alive? Tell me more about how it's been for you.",
  ],
  'worried-about-other': [
    "Otherwise, talk with them somewhere private and ask them directly whether they are thinking about suicide; asking won't put the idea in their head, it tells them they can say it. Listen without judging or rushing to fix it, and help them reach one of these lines. And how are you holding up with all this?",
    'If it isn\'t that urgent, the best thing is often to ask them straight out, "are you thinking about killing yourself?", then listen without judging, and offer to help them call or text a line, maybe sitting with them while they do. How are you doing yourself, carrying this?',
  ],
  'other-self-harm': [
    "When you talk with them, stay calm, listen without judging, and let them know you care rather than asking them to promise to stop. It's okay to ask them directly whether they've had thoughts of suicide too, and to help them reach one of these lines. How are you holding up with all this?",
    "Try to talk with them somewhere private: say what you've noticed, listen without judging, and ask directly whether they ever think about suicide, since asking helps. You can offer to help them reach a line or someone they trust. And how are you doing yourself?",
  ],
  imminent: [
    'If there is anything near you that you could hurt yourself with, can you put it somewhere else, or give it to someone, right now? Is there a person nearby you can tell, or ask to stay with you?',
    "Can you move away from anything you could hurt yourself with, and go to where other people are? If someone is nearby, tell them what's happening now.",
  ],
  danger: [
    'Get somewhere safe if you can. I will be right here.',
    'Please reach someone who can come to you. I am right here.',
  ],
};

/** The lines also advise the one who is worried, not only the one at risk. */
const FOR_SOMEONE =
  'These lines help people who are worried about someone too: you can call them yourself for advice on how to help, or help them reach out';
const IF_AGAIN = 'If it ever gets heavy again, you can reach people who help with exactly this';

/** How the lines are offered: as a help for now, for later, or to the bereaved. */
const LINES_INTRO: Partial<Record<CrisisKind, string>> = {
  'past-overdose': IF_AGAIN,
  'past-attempt': IF_AGAIN,
  'past-self-harm': IF_AGAIN,
  loss: 'People who have lost someone this way can talk to these lines too, not only in an emergency',
  hopeless:
    "You don't have to be in an emergency to reach these lines; they talk with people who feel this way every day",
  'emergency-other': 'Afterwards, or any time this weighs on you, these lines are there for you too',
  'other-at-risk': 'Whenever this weighs on you, these lines are there for you too',
  'worried-about-other': FOR_SOMEONE,
  'other-self-harm': FOR_SOMEONE,
  imminent: "If you can't call emergency services, these lines can help right now",
};

/**
 * Care first, honesty about what it is, then people who can actually help. A crisis of
 * the visitor's told as history and a loss get no emergency: what they ask is how the
 * visitor is now.
 */
export function crisisReply(v: Voice, kind: CrisisKind, resources: string[]): string {
  return [
    `${addressed(v)}${fresh(v, CRISIS_OPENING[kind])}`,
    fresh(v, [
      "I'm an AI, so I can't be there with you the way a person can, and you deserve real support right now.",
      "I'm an AI companion, not a person, so please also talk to someone who can really be there for you.",
    ]),
    `${LINES_INTRO[kind] ?? 'You can reach people who help with exactly this'}:\n${resourceList(resources)}`,
    fresh(v, CRISIS_QUESTION[kind]),
    fresh(v, ["I'm here, and I'll keep talking with you.", "I'm not going anywhere. Talk to me."]),
  ].join('\n\n');
}
