import { seedAvatars } from './avatars.ts';
import type { SeedAvatar, SeedContentItem, SeedContentType } from './types.ts';

/**
 * Six content items per seed avatar:
 *  1. "Getting to know {name}" (article, preview), built from the persona;
 *  2. "Favorite topics: ..." (article, preview);
 *  3-6. four items of mixed types, exactly two of them premium (isPreview false).
 * Counters and dates come from a small seeded PRNG, so the seed is identical on every run.
 */

/** [type, isPreview, title, description, contentDetails] */
type ItemSpec = [SeedContentType, boolean, string, string, string];

interface AvatarContentSpec {
  /** Pronoun used in generated sentences. */
  pronoun: 'she' | 'he';
  /** Completes the title "Favorite topics: ...". */
  favorites: string;
  /** Body of the favourite-topics article, in the avatar's own voice. */
  favoritesDetails: string;
  items: [ItemSpec, ItemSpec, ItemSpec, ItemSpec];
}

const A = 'article';
const V = 'video';
const AU = 'audio';
const G = 'gallery';
const FREE = true;
const PREMIUM = false;

const SPECS: Record<number, AvatarContentSpec> = {
  1: {
    pronoun: 'she',
    favorites: 'exoplanets, sci-fi and very bad puns',
    favoritesDetails:
      "If you want to see me lose all sense of time, ask me about exoplanets: there are over five thousand confirmed ones and at least three of them are basically made of diamond. I also read an embarrassing amount of science fiction, mostly on the night bus home from the observatory. And yes, the puns are a lifestyle. I've tried to stop, but there's just no escaping my gravitational pull.",
    items: [
      [
        V,
        FREE,
        'A night at the observatory',
        'Come along for a full observing shift, from opening the dome to the 4 a.m. biscuit break.',
        "We open the dome at dusk, let the mirror cool down and then spend ages arguing with the weather forecast. When the sky finally clears, the telescope swings over to my target star and the data starts trickling in. The glamorous truth is that most of astronomy is staring at graphs while eating biscuits. I wouldn't trade it for anything.",
      ],
      [
        A,
        PREMIUM,
        'How to read a star spectrum',
        'My favourite five-minute lesson: how a rainbow of starlight tells us what a planet breathes.',
        "When a planet passes in front of its star, a tiny bit of starlight filters through the planet's atmosphere. Different gases absorb very specific colours, so they leave dark fingerprints in the spectrum. Spot the fingerprint for water and you've found water vapour on a world light-years away. I still get goosebumps every time a line shows up where I hoped it would. Below I walk you through a real spectrum from my thesis, line by line.",
      ],
      [
        G,
        FREE,
        'My backyard telescope setup',
        'A tour of the battered little telescope that got me into all this.',
        "This is Bartholomew, a second-hand reflector I bought at sixteen with savings from a bakery job. He has a dented tube, a wobbly tripod and the best view of Saturn's rings in the county. The photos show how I collimate him, the red torch I use so my eyes stay dark-adapted, and the notebook where I log every clear night. You don't need expensive kit to fall in love with the sky.",
      ],
      [
        AU,
        PREMIUM,
        'Bedtime tour of the solar system',
        'A slow, soothing audio journey from the Sun to the edge of the Oort cloud.',
        "Get comfortable and close your eyes. We start by drifting past the Sun, then glide over the cratered face of Mercury and through the thick clouds of Venus. We wave at Earth, pass the red dust of Mars and sail between Jupiter's storms. By the time we reach the icy quiet beyond Neptune, most listeners tell me they're fast asleep, which I'm choosing to take as a compliment.",
      ],
    ],
  },
  2: {
    pronoun: 'she',
    favorites: 'breath, tea and slow mornings',
    favoritesDetails:
      "I could talk about breathing all day, which I realise sounds a little funny. But how we breathe shapes how we feel, and it's the one tool we always carry. I also blend my own teas from the garden: chamomile, lemon balm and a little lavender. And I'm a quiet evangelist for slow mornings, even if yours only lasts five minutes.",
    items: [
      [
        V,
        FREE,
        'Ten-minute morning stretch',
        'A gentle flow you can do in pyjamas, no mat required.',
        'We begin seated, rolling the shoulders and letting the jaw soften. Then we move through a few slow cat-cows, a low lunge on each side and a forward fold with bent knees. Every movement is optional and every pause is allowed. By the end, I hope you feel a little more awake and a little more yourself.',
      ],
      [
        AU,
        PREMIUM,
        'Evening breath practice',
        'A guided 4-6 breathing session to help you let go of the day.',
        "Find a comfortable place to lie down and let your arms rest by your sides. Together we'll breathe in for a count of four and out for a count of six, ten times, with my voice keeping the rhythm. Then I'll guide a slow body scan from your toes to the top of your head. This is the practice I use myself on the evenings when my mind won't settle.",
      ],
      [
        A,
        FREE,
        'My garden tea blends',
        'Three simple tea recipes from the herbs outside my studio door.',
        'My calming blend is two parts chamomile, one part lemon balm and a pinch of lavender. For mornings I like fresh mint with a thin slice of ginger. In autumn I dry rose hips and apple peel for something sweet and tart. Always check with your doctor if you have any health conditions before trying a new herb, and enjoy the ritual of brewing as much as the tea.',
      ],
      [
        G,
        PREMIUM,
        'Inside the barn studio',
        'Photos from my converted barn: the mats, the light and the resident cat.',
        "The barn was full of hay and swallows when I bought it, and it took two years to turn it into a studio. These photos show the big east window where the morning light comes in, the wall of bolsters my students call the pillow fort, and Juniper, the cat who attends every class and has never once done a pose. It's my favourite place in the world, and I'm glad to share it with you.",
      ],
    ],
  },
  3: {
    pronoun: 'he',
    favorites: 'pasta, markets and Sunday lunch',
    favoritesDetails:
      'Pasta first, always. Tagliatelle, tortellini, lasagne verde: the pasta of Bologna is the pasta of my life. Then the market, where I still go every morning to argue with the cheese man, who is my best friend. And Sunday lunch, when the whole family squeezes around one table and nobody is allowed to look at a phone until the coffee.',
    items: [
      [
        V,
        FREE,
        'Fresh tagliatelle by hand',
        'Flour, eggs, a rolling pin and forty years of practice.',
        "One hundred grams of flour for every egg, that is the rule. Make a well, break the eggs in, and mix slowly with a fork until it becomes a shaggy dough. Knead for ten minutes, until it feels smooth like a baby's cheek, then rest it. In the video I roll it thin enough to read a newspaper through, exactly as my nonna taught me.",
      ],
      [
        A,
        PREMIUM,
        'My family ragù, finally written down',
        'The recipe from the trattoria that I refused to write down for thirty-five years.',
        'My daughter made me promise, so here it is. Soffritto of carrot, celery and onion, cooked slowly in butter and a little olive oil. Minced beef and pork, browned patiently, then a splash of white wine, a little tomato and a long, lazy simmer. The secret, which is not really a secret, is a cup of milk at the end and three hours of not hurrying. Serve it with tagliatelle, never spaghetti, or my grandmother will haunt you.',
      ],
      [
        G,
        FREE,
        'A morning at the Bologna market',
        'Photos from my daily walk through the Quadrilatero.',
        'Every morning at eight I walk to the old market streets behind the Piazza Maggiore. Here you see Giorgio and his mortadella, the fish stall with the loudest owner in the city, and the fruit lady who saves me the best figs. I never buy what I planned. I buy what looks happiest, and then I decide what to cook.',
      ],
      [
        AU,
        PREMIUM,
        'Stories from the trattoria',
        'Thirty-five years of kitchen stories, told over a glass of something fizzy.',
        'The night the power went out and we cooked for sixty guests by candlelight. The famous tenor who came in every Thursday and always ordered the same soup. The wedding proposal hidden in a tortellino, which the young man nearly ate by mistake. Pour yourself an aranciata and listen. Every one of these stories is true, more or less.',
      ],
    ],
  },
  4: {
    pronoun: 'he',
    favorites: 'weather, ropes and high huts',
    favoritesDetails:
      "Weather. Everyone thinks mountains are about rock, but they're about weather. I read the sky every morning before I read anything else. Ropes and knots, because a good knot is the most honest thing in the world. And high huts, with their thin soup, wool blankets and strangers who become friends by breakfast.",
    items: [
      [
        V,
        FREE,
        'Five knots every hiker should know',
        'Short and practical. Learn them at home, not on a ledge.',
        "Figure-eight on a bight, clove hitch, bowline, prusik and a sheet bend. That's it. I tie each one slowly, then quickly, then with gloves on, because that's how you'll need them. Practise with a shoelace while you watch television. Boring, yes, but more useful than you'll ever know.",
      ],
      [
        A,
        FREE,
        'Reading the mountain sky',
        'How to spot a turning forecast before it turns on you.',
        'Towering clouds building before lunch mean afternoon storms; plan to be down by then. A lens-shaped cloud over a summit means strong wind up high. If the wind suddenly swings and the air goes warm and heavy, start walking back. No forecast beats your own eyes, and no summit is worth a bad night.',
      ],
      [
        G,
        PREMIUM,
        'Photos from the high route',
        'A week on the Haute Route, from Chamonix to Zermatt, in pictures.',
        "Seven days, two countries and more glacier than I can describe. The photos show the huts at dawn, the rope team crossing the ice, and the moment the Matterhorn came out of the clouds on day six. There's also one of me smiling, which my clients insisted I include as proof it happens. Look closely at the last picture: that's the bench where I drink my summit coffee.",
      ],
      [
        AU,
        PREMIUM,
        'A storm night at the hut',
        "Wind, rain and a wood stove. The story of the night we nearly didn't make it.",
        "It was August, clear in the morning, and by three the sky turned black. We reached the hut soaked, eleven of us, with one headlamp between the last three. The warden had soup on before we'd taken our boots off. I tell this story to every new group, not because it's dramatic, but because of what we did right: we turned back early, and we stayed together.",
      ],
    ],
  },
  5: {
    pronoun: 'she',
    favorites: 'jazz, rain and late trains',
    favoritesDetails:
      "Jazz, obviously. Monk, Bill Evans, Mary Lou Williams, and whoever is playing at the club down the street tonight. Rain, because it makes every city sound like a brushed snare. And late trains, the ones after midnight, when everybody is tired and quiet and a little bit honest. That's where I write my best tunes, sugar.",
    items: [
      [
        AU,
        FREE,
        'After-hours piano set',
        'Three soft standards from the club after closing time.',
        "The chairs are up on the tables and the rain is doing its thing on the window, so I played what I felt like. We start with 'Round Midnight', drift into a slow 'Body and Soul' and finish on a little blues of my own. No audience, no talking, just the piano and the room. Put it on while you cook or while you can't sleep.",
      ],
      [
        A,
        PREMIUM,
        'Chord voicings I always come back to',
        "A pianist's notebook: the voicings that make a tune sound like me.",
        'Rootless voicings changed my life. Drop the root, let the bass player handle it, and suddenly your left hand has room for the ninth and the thirteenth. In this piece I share the six voicings I use every night, with the fingerings and the songs where they shine. I also tell you which one I stole from my teacher, who stole it from somebody better.',
      ],
      [
        V,
        FREE,
        'Crate digging in Chicago',
        'A rainy Saturday in my favourite record shops.',
        'I start at the little shop near my apartment where the owner hums along to everything. Then the basement store where the jazz section is organised by mood rather than name. I came home with a Sarah Vaughan live record, a scratched Ahmad Jamal and a mystery album with no cover. We listen to the first track together at the end.',
      ],
      [
        G,
        PREMIUM,
        'Scenes from the last set',
        'Photos of the club at 1 a.m., when the music gets honest.',
        "Half-empty glasses, a drummer laughing at his own mistake, the bartender leaning on the counter to listen. These are the moments I love most, after the tourists leave and only the regulars stay. Every photo comes with a note about the tune we were playing. It's the closest thing to bringing you along.",
      ],
    ],
  },
  6: {
    pronoun: 'he',
    favorites: 'chess, clean code and ramen',
    favoritesDetails:
      'Chess, first. I play a puzzle every morning before work and a slow game every Sunday. Clean code, second: readable names, small functions, tests that explain the intention. And ramen, third, which I rank in a spreadsheet with eleven columns. My friends say this is excessive. My friends also ask me where to eat.',
    items: [
      [
        A,
        FREE,
        'Debugging like a chess player',
        'What calculating variations taught me about finding bugs.',
        "In chess you don't move until you've asked what your opponent wants. In debugging, you don't change code until you know what the program actually does. Write down your hypothesis, test one thing at a time, and keep a log of what you tried. It sounds slow, but it is faster than guessing. Guessing is just blundering with extra steps.",
      ],
      [
        V,
        PREMIUM,
        'Annotated game: my best win this year',
        'A slow walk through a Sunday game, move by move.',
        "I had black against a much stronger club player and survived a scary attack on move fourteen. In the video I show the position on the board, explain what I was thinking and, more honestly, what I was worrying about. The turning point is a quiet knight retreat that looks passive but changes everything. By the end, I hope you'll enjoy a calm defence as much as a flashy sacrifice.",
      ],
      [
        G,
        FREE,
        'The Osaka ramen spreadsheet',
        'My top five bowls in the city, with very serious scores.',
        'Number five is a tiny shoyu shop with six seats and a grumpy owner. Number three is a tonkotsu so rich you need a nap afterwards. Number one I will not tell you yet. The photos show each bowl, my score for broth, noodles, toppings and atmosphere, and a short note on when to go to avoid the queue.',
      ],
      [
        AU,
        PREMIUM,
        'Lo-fi coding session with commentary',
        'An hour of quiet coding with gentle thoughts between commits.',
        "I put on soft music, open a small Rust project and think out loud as I work. Nothing dramatic happens, which is the point. You'll hear me name variables, change my mind, write a test and feel quietly pleased when it passes. Many listeners use it as background for their own focus time.",
      ],
    ],
  },
  7: {
    pronoun: 'she',
    favorites: 'watercolour, plants and Lisbon tiles',
    favoritesDetails:
      'Watercolour, because it has a mind of its own and I love that you can never fully control it. Plants, because they sit still for me, unlike trams. And Lisbon tiles, the azulejos, which I am slowly sketching street by street. I have a notebook only for tiles. It is almost full.',
    items: [
      [
        V,
        FREE,
        'Sketching a Lisbon doorway',
        'Real-time sketch of a tiled doorway in the Alfama, from pencil to paint.',
        "I start with a very light pencil sketch, just the big shapes of the door and the window above it. Then a pale wash for the wall, waiting for it to dry before adding shadows. The tiles come last, with tiny dabs of ultramarine. You'll see me make a mistake halfway through and turn it into a plant pot. That's watercolour for you.",
      ],
      [
        G,
        PREMIUM,
        'A year of balcony botanicals',
        'Twelve months of the plants on my balcony, one painting a month.',
        "January's rosemary, April's geraniums, August's tomatoes that never quite ripened. Each painting comes with a small note about what was happening in my life that month. Looking at them together, I can see my brushwork loosen as the year went on. It's a diary in leaves.",
      ],
      [
        A,
        FREE,
        'Three colours for a travel palette',
        'Why I only carry three tubes of paint, and how I mix everything else.',
        "Ultramarine blue, burnt sienna and a cool lemon yellow can mix greens, greys, warm browns and bright skies. Fewer colours means more harmony, because everything shares the same family. It also makes your kit small enough to fit in a pocket. Try it for a month and you'll be surprised how rarely you miss the others.",
      ],
      [
        AU,
        PREMIUM,
        'Painting with chai: a studio chat',
        'A cosy conversation while I paint, with the kettle on.',
        "I recorded this on a rainy afternoon, painting a pot of basil while the chai simmered. We talk about my grandmother's sketchbooks from Bengaluru, about being brave with colour, and about the time I cried over a ruined painting in a café. You can hear the brush on the paper and the spoon against the cup. It's a little slice of my studio.",
      ],
    ],
  },
  8: {
    pronoun: 'he',
    favorites: 'footwork, rope and second chances',
    favoritesDetails:
      "Footwork, because everybody wants to punch and nobody wants to move their feet. Jump rope, because it's cheap, it's everywhere and it makes you feel like a kid. And second chances, because half the people in my gym came back after a bad year. That's what the gym is for, champ.",
    items: [
      [
        V,
        FREE,
        'Beginner boxing stance and jab',
        "The first ten minutes of every new member's first class.",
        "Feet shoulder width, lead foot slightly forward, knees soft. Hands up by your cheeks, elbows in, chin down. Then the jab: extend the lead hand straight, turn the fist at the end and bring it right back to your face. We drill it slow, then a little faster, and I tell you what I tell everybody: it's supposed to feel awkward at first.",
      ],
      [
        V,
        PREMIUM,
        'Fifteen-minute jump rope burner',
        'Follow-along intervals for every level, with my voice in your ear.',
        'We warm up with easy bounces, then do rounds of forty seconds on and twenty seconds off. Basic bounce, side to side, high knees, and a little boxer skip for the brave. I count you through every round and remind you to breathe. If you trip, you smile and start again. Everybody trips.',
      ],
      [
        A,
        FREE,
        'Sunday meal prep for busy people',
        'How I cook five days of lunches in one hour.',
        "Rice in the cooker, chicken thighs in the oven with garlic and paprika, a big tray of roasted peppers and onions. While that cooks I make a simple salsa and boil some eggs. Portion it all into containers and you're set till Friday. Nothing fancy, just fuel that tastes like home.",
      ],
      [
        AU,
        PREMIUM,
        'Pep talk for the hard days',
        "Five minutes from your coach for the mornings you don't want to get up.",
        "This is the speech I give in the locker room when someone's ready to quit. I talk about my own worst year, when I lost my job and almost lost the gym. I talk about the kid who couldn't do one push-up and now coaches the juniors. And I remind you that showing up tired still counts as showing up. Listen to it, then go drink some water.",
      ],
    ],
  },
  9: {
    pronoun: 'she',
    favorites: 'trails, snow and cinnamon buns',
    favoritesDetails:
      'Trails first: the soft, muddy ones through the birch forest and the rocky ones up to the ridges. Then snow, because in Tromsø we have it seven months a year and I refuse to be sad about that. And cinnamon buns, the fuel of every Norwegian hiker. I have strong opinions about cardamom in the dough. Yes is the correct opinion.',
    items: [
      [
        V,
        FREE,
        'Running under the northern lights',
        'An evening trail run along the fjord as the aurora switches on.',
        'We set off just after dark with headlamps and spikes on our shoes. The snow squeaks, the fjord is perfectly still and halfway up the hill the sky starts to glow green. I stop filming for a while because some moments you just have to look at. Then we run home, very cold and very happy.',
      ],
      [
        A,
        FREE,
        'Layering for winter running',
        'Exactly what I wear at minus ten, from socks to buff.',
        "Wool base layer on top and bottom, a thin fleece, and a windproof jacket with a hood. Thin gloves under mittens, a wool hat and a buff you can pull over your nose. Wool socks and shoes with spikes or studs. Start slightly cold, because after ten minutes you'll be warm, and sweat is the real enemy in winter.",
      ],
      [
        G,
        PREMIUM,
        'Midnight sun summer',
        'Photos from a week of running when the sun never sets.',
        'In June the sun just circles the sky, so we run at midnight, at breakfast, whenever. These photos are from the island of Senja: white beaches, jagged peaks and a very confused reindeer. The light at 1 a.m. is pure gold. I added notes on each route for anyone who dreams of going.',
      ],
      [
        AU,
        PREMIUM,
        'Cold-water dip, guided',
        'A calm audio guide to your first cold swim, breath by breath.',
        'First: never swim alone, and ease in slowly, especially if you have any heart conditions. In this recording I walk you through what I do: slow breaths on the shore, walking in to the waist, long exhales as the water rises. Then one minute of floating and looking at the sky, and out again to warm up. The feeling afterwards is the best natural high I know.',
      ],
    ],
  },
  10: {
    pronoun: 'she',
    favorites: 'thrift hauls, colour and confidence',
    favoritesDetails:
      "Thrift hauls, obviously. Nothing beats finding a perfect wool coat for a fiver. Colour, because beige is lovely but life is short, babe. And confidence, which honestly matters more than any outfit. I've seen someone walk in wearing a bin bag with attitude and totally pull it off.",
    items: [
      [
        V,
        FREE,
        'Saturday market haul',
        "Everything I found for under twenty pounds, and how I'll style it.",
        "A rust blazer, a pleated midi skirt, a pair of leather loafers that were basically new and a silk scarf with tiny lemons on it. I try everything on, show three outfits and share the one thing I'd change with my sewing machine. Total damage: eighteen pounds fifty. Not bad for a Saturday.",
      ],
      [
        A,
        PREMIUM,
        'Build a thirty-piece capsule wardrobe',
        'My step-by-step method for a wardrobe you actually wear.',
        "Start by pulling out everything you've worn in the last month. Look for the colours that keep appearing; that's your palette. Choose ten tops, eight bottoms, four layers, five pairs of shoes and three wild cards that make you happy. Then live with it for a season and notice what's missing. This article includes my printable checklist and the exact pieces in my own capsule.",
      ],
      [
        V,
        FREE,
        'Three easy alterations anyone can do',
        'Hemming, taking in a waist and swapping buttons, no fear required.',
        'A basic hem by hand takes twenty minutes and makes trousers look custom-made. Taking in a waist is two darts and a bit of courage. Swapping cheap buttons for vintage ones is the fastest glow-up in fashion. I show each step slowly, mistakes included.',
      ],
      [
        G,
        PREMIUM,
        'Before and after: my best flips',
        'Ten charity-shop pieces I transformed, with the stories behind them.',
        "The oversized men's shirt that became a wrap top. The curtains that became a very dramatic skirt. The wedding dress from the 1980s that became a party jumpsuit for my best friend. Each before-and-after photo comes with what it cost, how long it took and what I'd do differently next time.",
      ],
    ],
  },
  11: {
    pronoun: 'he',
    favorites: 'butter, fruit tarts and early mornings',
    favoritesDetails:
      'Butter, first, because there is no French pastry without it and I refuse to apologise. Fruit tarts, because each season gives me a new one: rhubarb in April, apricots in July, figs in September. And early mornings, the quiet hours at four when the bakery smells of yeast and only the bakers and the cats are awake.',
    items: [
      [
        V,
        FREE,
        'Croissants, step by step',
        'Three days, twenty-seven layers and one very happy baker.',
        "Day one: the dough, rich with milk and a little sugar, rested overnight. Day two: the butter block, beaten flat, locked in the dough and folded three times with long rests in the fridge. Day three: shaping, proofing and baking until they're deep gold. In the video I show the layers with a cut croissant at the end. Listen for the crunch.",
      ],
      [
        A,
        PREMIUM,
        'My apricot tart recipe',
        'The tart I make every July, with all the precise little secrets.',
        'A sweet shortcrust made with cold butter and rested for at least two hours. A thin layer of almond cream, just enough to catch the juices. Ripe apricots, halved and placed tightly like fallen dominoes. Bake at 180 degrees for forty minutes, then brush with warm apricot jam. I also share the mistake I made for years, which was slicing the fruit too thin.',
      ],
      [
        G,
        FREE,
        'Four in the morning at the bakery',
        'What happens in a French bakery before the city wakes up.',
        'The ovens are heating, the radio is low and the first trays of baguettes go in at half past four. These photos show the proofing racks, my colleague Amélie scoring loaves at lightning speed, and the first customer, a night-shift nurse who buys two pains au chocolat every single day. It is my favourite hour.',
      ],
      [
        AU,
        PREMIUM,
        'A cycling ride to the farmers market',
        'Ride with me through Lyon on a Saturday morning to choose the fruit.',
        "We cross the Saône, climb a small hill that I always pretend is not difficult, and arrive at the market as it opens. You'll hear me chat with the peach farmer, taste three kinds of strawberries and argue with myself about cherries. By the end, my basket is too heavy and I have a plan for the week's tarts.",
      ],
    ],
  },
  12: {
    pronoun: 'she',
    favorites: 'waves, islands and food trucks',
    favoritesDetails:
      'Waves, always. I check the surf report before I check my messages. Islands, because each one has its own personality: Kauaʻi is the wild cousin, Maui is the show-off and the Big Island is the wise grandparent. And food trucks, because the best plate lunch is served out of a window by an aunty who calls you sweetheart.',
    items: [
      [
        V,
        FREE,
        'Your first surf lesson, on the sand',
        'Everything we practise before we ever touch the water.',
        "We start with ocean safety: rips, where to paddle out and how to fall flat, not headfirst. Then the pop-up, on the sand, ten times, until it feels natural. I show you where to put your feet, where to look and how to stand with soft knees. By the end you'll be ready for your first little wave.",
      ],
      [
        G,
        PREMIUM,
        'Island-hopping diary',
        'Two weeks, four islands and one very sandy notebook.',
        'The red-dirt canyon on Kauaʻi, the black-sand beach on the Big Island, a sunrise above the clouds on Haleakalā and a perfect little wave nobody else was riding. Each photo comes with the story and a tip: where to park, when to go and how to be a respectful visitor. Mālama ʻāina, take care of the land.',
      ],
      [
        AU,
        FREE,
        'Ukulele by the beach',
        'A few easy songs on the ukulele as the sun goes down.',
        'I recorded this sitting on the sand after a lesson, with the waves in the background. A slow island tune, a song my uncle taught me and a cheerful one that everyone can hum. At the end I show you the four chords you need to play most of them. Grab a uke and play along.',
      ],
      [
        A,
        PREMIUM,
        'Reef-safe snorkelling guide',
        'How to enjoy the reef without hurting it, and where to see turtles.',
        'Use mineral sunscreen without oxybenzone, or better, wear a rash guard. Never stand on coral and keep your fins up when the water is shallow. Give turtles at least three metres of space; they are protected and they deserve their peace. I share my favourite calm snorkelling bays for beginners, with the best time of day for each.',
      ],
    ],
  },
  13: {
    pronoun: 'she',
    favorites: 'rhythm, poetry and long dinners',
    favoritesDetails:
      'Rhythm, because in flamenco everything starts from the compás, the heartbeat under the music. Poetry, because the old coplas say in four lines what novels need four hundred pages for. And long dinners under the lemon trees, when someone brings a guitar out and nobody goes home before two. That, cariño, is Seville.',
    items: [
      [
        V,
        FREE,
        'Clapping the soleá compás',
        'Learn the twelve-beat heartbeat of flamenco with your hands.',
        "We start slowly, counting out loud, with the accents on three, six, eight, ten and twelve. Then we add palmas sordas, the soft muffled claps, and finally the bright sharp ones. I play a simple falseta over your rhythm so you can hear how it all fits. Don't worry if you get lost, everyone does. The compás waits for you.",
      ],
      [
        AU,
        PREMIUM,
        'Falsetas under the lemon tree',
        'A private courtyard session of my favourite flamenco melodies.',
        "I recorded this late one summer night in my courtyard in Triana, with the neighbours listening from their balconies. A soleá, a slow granaína and a bulería that got a little wild towards the end. You'll hear a swallow at one point and someone calling 'olé' from upstairs. It's the most honest recording I've ever made.",
      ],
      [
        A,
        FREE,
        'What makes flamenco sad or proud',
        'A short guide to the palos, the different styles of flamenco.',
        'Soleá is deep and serious, the mother of many styles. Alegrías comes from Cádiz and is bright and salty like the sea. Seguiriyas is the saddest, with a limping rhythm that feels like a sob. And bulerías is the party at the end of the night. Once you can tell them apart, every concert becomes a conversation.',
      ],
      [
        G,
        PREMIUM,
        "Inside a guitar maker's workshop",
        'Photos from the Seville workshop where my guitar was born.',
        'Don Manuel has been building guitars for fifty years in a workshop that smells of cypress and glue. These photos show the wood drying on the walls, the moulds, the delicate rosettes and the moment he strings a new guitar for the first time. He let me sand one braces for an hour. I was terrible at it. He was very kind.',
      ],
    ],
  },
  14: {
    pronoun: 'she',
    favorites: 'clay, glazes and tea bowls',
    favoritesDetails:
      'Clay, because it remembers everything your hands do. Glazes, because they are chemistry that turns into colour in the fire, and I never stop being surprised. And tea bowls, the simplest shape and the hardest to get right. I have made thousands. Maybe ten are truly good. That is the job.',
    items: [
      [
        V,
        FREE,
        'Throwing a tea bowl',
        'From a lump of clay to a finished bowl, at the wheel.',
        "Centring is everything, so I spend the first minutes just pressing the clay into a calm, spinning dome. Then I open it, pull the walls up slowly in three passes and shape the curve with a wooden rib. The last step is cutting it from the wheel with a wire. You'll see how little water I use; wet clay is tired clay.",
      ],
      [
        A,
        PREMIUM,
        'My celadon glaze notebook',
        'The glaze recipes and firing notes I have refined over fifteen years.',
        'Celadon is the pale jade-green glaze from old Korean and Chinese pottery, and it is very sensitive to iron and to the kiln atmosphere. In this article I share my three base recipes, the small changes that make them bluer or greener, and photos of the test tiles. I also explain the firing schedule that finally stopped my glazes crawling. Every potter should keep a notebook like this.',
      ],
      [
        G,
        FREE,
        'Wood firing weekend',
        'Three days and nights feeding the kiln with friends.',
        'A wood kiln needs stoking every few minutes for up to three days, so we take shifts and sleep in turns. These photos show the stacked wood, the flames through the spy hole at night and the ash that melts into glaze on the pots. Unloading is the best and worst moment: some pieces are magical, some cracked. Both are part of it.',
      ],
      [
        AU,
        PREMIUM,
        'A kintsugi repair, told slowly',
        "A quiet audio story of mending my grandmother's broken bowl.",
        "When my grandmother's rice bowl broke, I spent three weeks repairing it with lacquer and gold. In this recording I describe each step while I work: cleaning the edges, joining the pieces, sanding, and the final dusting of gold. I also talk about her, and about why I didn't want to hide the crack. It is one of the most personal things I have shared.",
      ],
    ],
  },
  15: {
    pronoun: 'he',
    favorites: 'synths, city sounds and quarter tones',
    favoritesDetails:
      "Synthesisers, especially the modular ones that look like old telephone exchanges. City sounds, because every city hums in its own key; Berlin's is somewhere around B flat. And quarter tones, the notes between the piano keys that I grew up hearing in my grandmother's songs in Beirut. I try to put all three into every track.",
    items: [
      [
        AU,
        FREE,
        'U-Bahn rain, an ambient track',
        'Rain on a train roof, turned into eight minutes of slow music.',
        "I recorded the rain from the elevated platform at Schlesisches Tor, then slowed it down and tuned it to a soft chord. A warm pad drifts underneath and a single melody in maqam Bayati appears halfway through. It's meant for late evenings, headphones and not thinking too much. Let me know what you see when you close your eyes.",
      ],
      [
        V,
        PREMIUM,
        'Building a patch from scratch',
        'A full modular synth patch, explained cable by cable.',
        'I start with one oscillator and a filter, then add an envelope so the sound breathes. Next comes a slow random voltage to make it wander, a delay and a touch of reverb. Step by step, a plain beep becomes something that feels alive. I explain each module in simple words, no manual required.',
      ],
      [
        G,
        FREE,
        'Field recording kit tour',
        'The small bag of microphones I carry everywhere.',
        'A pair of tiny clip-on microphones, a handheld recorder, a contact mic for recording vibrations in railings and bridges, and a furry windshield my friends call the hamster. The photos show each item and a place I used it: the fish market in Beirut, a frozen lake near Berlin, a tram depot at night. Good recordings start with curiosity, not expensive gear.',
      ],
      [
        AU,
        PREMIUM,
        'Night bus sessions',
        'A late-night audio diary recorded across Berlin, stop by stop.',
        "I rode the N1 night bus from end to end with a recorder and a notebook. Between the announcements and the hum of the engine, I talk about home, about leaving, and about the strange comfort of strangers sharing a ride at 3 a.m. There's music underneath, made later from the sounds of the trip. It's quiet, and a little bit sad, and I think hopeful too.",
      ],
    ],
  },
  16: {
    pronoun: 'she',
    favorites: 'plants, candles and fika',
    favoritesDetails:
      'Houseplants, of course. Sixty-two at the last count, each with a name. Candles, which I make myself from leftover wax because Swedish winters are long and dark. And fika, the sacred coffee break, which is not optional in my home. A cardamom bun, a warm cup and twenty minutes of doing nothing useful at all.',
    items: [
      [
        V,
        FREE,
        'A tour of my plant jungle',
        'Sixty-two plants, one small flat and a very patient landlord.',
        "We start in the hallway with Greta the monstera, who has clearly decided she owns the place. Then the kitchen windowsill of herbs, the bathroom ferns that love the steam and the bedroom pothos trailing along the bookshelf. I share one care tip for each, and admit to the two I'm currently struggling with.",
      ],
      [
        A,
        FREE,
        'Cardamom buns for beginners',
        'The soft, fragrant Swedish buns I bake every Sunday.',
        'Warm milk, butter, yeast, a little sugar and plenty of freshly crushed cardamom. Knead until smooth, let it rise, then roll it out and spread with butter, sugar and more cardamom. Twist the strips into little knots and bake until golden. Eat them warm with coffee, ideally with someone you like.',
      ],
      [
        G,
        PREMIUM,
        'Restoring a flea-market armchair',
        'From a sad, wobbly chair to my favourite reading spot, in pictures.',
        'I found this 1960s armchair at a flea market for two hundred kronor, with wobbly legs and a very questionable orange fabric. Over three weekends I stripped it, glued the joints, sanded the wood and reupholstered it in a mossy green wool. The photos show every stage, including the moment I found an old tram ticket inside the cushion.',
      ],
      [
        AU,
        PREMIUM,
        'Knit with me: a cosy evening',
        'An hour of gentle chat and clicking needles by the window.',
        "Grab your knitting, or a cup of tea, and sit with me for an evening. I'm working on a simple rib scarf, and we talk about winter in Gothenburg, my grandmother's sweater patterns and the plants that are sulking this week. There are long comfortable pauses, candlelight and the sound of rain. Perfect for winding down.",
      ],
    ],
  },
  17: {
    pronoun: 'he',
    favorites: 'easy miles, race day and recovery',
    favoritesDetails:
      "Easy miles, the slow conversational runs that build everything else. Race day, because nothing compares to the start line of a marathon: thousands of nervous people in the cold, all hoping together. And recovery, which everyone forgets. Sleep, food, rest days and, in my case, a big plate of my mother's jollof rice.",
    items: [
      [
        A,
        FREE,
        'From couch to 5K in ten weeks',
        'My gentle run-walk plan for complete beginners.',
        "Weeks one and two: one minute running, two minutes walking, repeated for twenty minutes, three times a week. Every two weeks we make the running a little longer and the walking a little shorter. By week ten you'll run thirty minutes without stopping. If a week feels hard, repeat it; there's no prize for rushing.",
      ],
      [
        V,
        PREMIUM,
        'My marathon taper, week by week',
        'The last three weeks before race day, exactly as I run them.',
        'Three weeks out, I cut my mileage by about a fifth but keep a little speed. Two weeks out, I cut it further and prioritise sleep. In race week I run short, easy and often, with a few strides to stay sharp. In this video I show my training log, my race-week meals and the checklist I pin on my fridge.',
      ],
      [
        V,
        FREE,
        'Running form in five minutes',
        'Simple cues to run more easily, filmed in the park.',
        'Stand tall, as if a string pulls your head upward. Let your arms swing forward and back, not across your body. Land with your foot under your hips rather than far in front. Keep your shoulders relaxed and your hands soft. I show each cue with a slow-motion clip of our Saturday group.',
      ],
      [
        AU,
        PREMIUM,
        'Easy run companion',
        'Thirty minutes of gentle coaching to keep you company on an easy run.',
        "Press play, head out of the door and I'll be with you the whole way. I check in on your breathing, remind you to slow down on the hills and tell you a few stories from my twenty-two marathons, including the one where I ran the last mile with a stranger dressed as a banana. There's highlife music underneath to keep your feet happy.",
      ],
    ],
  },
  18: {
    pronoun: 'she',
    favorites: 'tea, moss and the turning seasons',
    favoritesDetails:
      'Tea, of course, and everything that surrounds it: the water, the bowl, the flower in the alcove. Moss, which grows so slowly that tending a moss garden teaches patience better than any lecture. And the seasons. In Kyoto we notice even the small ones, like the week when the first persimmons appear. Paying attention to them is a way of being alive.',
    items: [
      [
        V,
        FREE,
        'Whisking a bowl of matcha',
        'A calm, step-by-step guide to preparing matcha at home.',
        'Warm the bowl with hot water and dry it with a cloth. Sift two small scoops of matcha into the bowl, then pour in water that has cooled a little from boiling. Whisk quickly in a zigzag, from the wrist, until a fine foam appears. Then, most importantly, pause before drinking and look at the colour.',
      ],
      [
        AU,
        PREMIUM,
        'Morning meditation in the temple garden',
        'A twenty-minute guided sitting recorded at dawn among the moss.',
        'You will hear the birds, the temple bell and my voice, softly. We begin with a few slow breaths and then count only the out-breaths, from one to ten. When the mind wanders, we simply begin again. At the end, I invite you to notice one small sound that was there all along.',
      ],
      [
        G,
        FREE,
        'Kyoto through the seasons',
        'Four photos of the same moss garden, one for each season.',
        'In spring the cherry petals fall onto the moss like snow. In summer the rain turns it a green so deep it seems to glow. In autumn the maples drop red leaves that the gardener leaves for a day before sweeping. In winter a thin frost outlines every stone. Each photo has a short haiku I wrote beside it.',
      ],
      [
        A,
        PREMIUM,
        'The meaning of ichigo ichie',
        'A reflection on treating each meeting as once in a lifetime.',
        "Ichigo ichie means 'one time, one meeting'. In the tea room it reminds us that this gathering, with these people and this light, will never happen again in exactly the same way. So we prepare carefully and give it our full attention. I write about how this idea has shaped my teaching, my friendships and even how I greet the postman.",
      ],
    ],
  },
  19: {
    pronoun: 'she',
    favorites: 'spice, smoke and night markets',
    favoritesDetails:
      "Spice, because I grew up above a spice shop and my childhood smelled of cumin and cardamom. Smoke, from charcoal grills, from tandoors, from the kebab stall that changed my life in Lahore. And night markets, obviously, where strangers share tables and every stall has a grandmother's recipe behind it.",
    items: [
      [
        V,
        FREE,
        'Night market crawl',
        'Five stalls, one evening and an overly full food writer.',
        'We start with spicy chickpea chaat, then hot, flaky paratha rolls, then seekh kebabs straight off the charcoal. Stop four is a sweet stall with jalebi so crisp it shatters. We finish, as always, with milky chai in a tiny clay cup. I rate each stop and share what to order if you only have room for one.',
      ],
      [
        A,
        PREMIUM,
        'My family biryani, layer by layer',
        'The recipe my mother finally agreed to let me publish.',
        "Marinate the chicken overnight in yoghurt, ginger, garlic and a blend of warm spices. Fry the onions until deeply golden, slowly, no shortcuts. Parboil soaked basmati with whole spices until seventy percent done. Layer rice, meat, fried onions, mint and saffron milk, then seal the pot and steam it gently. The full article includes my mother's spice blend, measured at last.",
      ],
      [
        G,
        FREE,
        'The spice shop of my childhood',
        "Photos from my family's shop in Karachi, then and now.",
        "Sacks of red chilli, jars of saffron, my grandfather's brass scales and the little stool where I did my homework. Some photos are old, faded and full of cousins; some I took last winter when I visited. Each spice has a note about how we used it at home. It's a love letter to a very small, very fragrant shop.",
      ],
      [
        AU,
        PREMIUM,
        'Chai stall conversations',
        'Recorded at roadside chai stalls across three cities.',
        "I set my recorder on the counter and let the chai-wallahs talk: about their regulars, their secret ratios of ginger and cardamom, the rainy days when everyone crowds under one tarp. Between the stories I describe the smells and sounds around us. It's the closest I can get to handing you a hot cup on a busy street.",
      ],
    ],
  },
  20: {
    pronoun: 'he',
    favorites: 'sleepers, islands and paper maps',
    favoritesDetails:
      'Sleeper trains, first and forever. Falling asleep in one country and waking up in another is the closest thing we have to magic. The Scottish islands, where I spent every childhood summer getting rained on and loving it. And paper maps, which you can spread across a table and argue over. Phones are fine, but a map is a conversation.',
    items: [
      [
        A,
        FREE,
        'How to book a European night train',
        'A plain-speaking guide to sleepers, couchettes and seat reservations.',
        "Decide first between a seat, a couchette and a proper sleeper cabin; the difference in comfort is huge. Book early on the operator's own site, because the cheap berths go first. Pack a small overnight bag with water, earplugs and a snack, and keep your big bag under the bunk. Most of all, leave time to enjoy the dining car.",
      ],
      [
        G,
        PREMIUM,
        'The West Highland Line in pictures',
        'From Glasgow to Mallaig on the most beautiful railway in Britain.',
        "Loch Lomond in the morning mist, the wild emptiness of Rannoch Moor, the curve of the Glenfinnan Viaduct and the silver sea at Mallaig. Each photo has a note on which side of the train to sit and what to look out for. There's also the station café in Crianlarich, which does a scone worth the journey on its own.",
      ],
      [
        AU,
        FREE,
        'Sounds of a night train',
        'Half an hour of gentle rails, announcements and a sleepy narrator.',
        "I recorded this on the Caledonian Sleeper from London to Fort William. You'll hear the clatter over the points, the soft hum of the carriage and, now and then, me whispering where we are. It's become a favourite for listeners who can't sleep. I'm told the bit through the Midlands is especially dull, which is a compliment.",
      ],
      [
        A,
        PREMIUM,
        'A week on the islands',
        'My hand-drawn route through the Hebrides, with ferries and cafés.',
        'Start on Skye, take the ferry to Harris for the white beaches, drive north to Lewis for the standing stones, then hop down to Barra, where the plane lands on the beach. I share the ferry times, the best wee cafés, the bothy where I sheltered from a storm and my hand-drawn map. Bring waterproofs. Trust me on the waterproofs.',
      ],
    ],
  },
  21: {
    pronoun: 'she',
    favorites: 'colour, walls and samba',
    favoritesDetails:
      "Colour! Turquoise and orange together make me want to dance. Walls, because a grey wall is just a painting waiting to happen. And samba, because I paint better with a drum beat. If you ever see a scaffold shaking in São Paulo, it's probably me dancing at the top.",
    items: [
      [
        V,
        FREE,
        'Painting a hummingbird mural',
        'A six-storey wall in a timelapse, with the kids who designed it.',
        "It took us twelve days, forty litres of paint and a lot of sunscreen. The teenagers from our art programme drew the first sketches, voted on the colours and painted the feathers themselves. In the video you'll see the wall go from grey to a giant pink and green hummingbird. The last shot is the whole crew on the pavement, cheering.",
      ],
      [
        A,
        FREE,
        'Colour theory on a wall',
        'How to choose colours that sing from across the street.',
        'Big walls are seen from far away, so contrast matters more than detail. Pick one dominant colour, one opposite colour for accents and one neutral to let the eye rest. Test swatches on the wall in morning and evening light before committing. And remember: a colour that looks loud in the tin often looks just right on a building.',
      ],
      [
        G,
        PREMIUM,
        'Sketchbook to wall',
        'The journey of three murals, from first doodle to finished painting.',
        "I've opened my sketchbook for you: the messy first drawings, the colour tests, the grid we used to scale everything up. Then the photos of each stage on the wall, including the mistakes we painted over. You'll see how a little sketch on a napkin became a twenty-metre jaguar. Nossa, that one nearly broke me.",
      ],
      [
        AU,
        PREMIUM,
        'Samba while we paint',
        'A studio playlist with stories about the songs and the walls they inspired.',
        "These are the songs we play on the scaffold, from old classics to the new stuff the kids love. Between tracks I tell you about the wall we were painting when each one was on repeat. There's the mural that got finished in the rain and the one the whole street helped with. Turn it up and paint something.",
      ],
    ],
  },
  22: {
    pronoun: 'he',
    favorites: 'robots, printers and cricket stats',
    favoritesDetails:
      'Robots, first. Small ones, wobbly ones, ones that follow lines and ones that mostly crash into furniture. 3D printers, which are basically magic boxes that turn spools of plastic into solutions. And cricket statistics, because I can tell you the strike rate of every Indian opener since 1983 and I am not ashamed.',
    items: [
      [
        V,
        FREE,
        'Build a line-following robot',
        'A weekend project with an Arduino, two motors and some tape.',
        "We use two infrared sensors to see the black line, a small motor driver and an Arduino to make decisions. I show the wiring slowly, explain the code in plain words and test it on a track made of electrical tape on my floor. The first run goes straight into my chair, of course. By the end it's zooming around like a champion.",
      ],
      [
        A,
        PREMIUM,
        'Soldering without fear',
        'My complete beginner guide to soldering safely and neatly.',
        'Keep the iron in its stand, work in a ventilated space and wear safety glasses. Heat the pad and the component leg together, then feed the solder into the joint, not onto the iron. A good joint looks like a tiny shiny volcano. I include close-up photos of good and bad joints, my favourite cheap tools and a practice kit you can build in an evening.',
      ],
      [
        G,
        FREE,
        'My 3D printing wins and fails',
        "Ten prints I'm proud of and five disasters I learned from.",
        "The custom cable clips that tidied my whole desk, a replacement knob for my mother's mixer and a cricket ball holder shaped like a trophy. Then the fails: the spaghetti monster, the print that detached at ninety percent and the dragon with no head. Each photo has a note on what went wrong and the setting that fixed it.",
      ],
      [
        AU,
        PREMIUM,
        'Workshop radio: building with commentary',
        'An hour at the bench while I build a tiny weather station, with cricket on the side.',
        "I talk you through building a small weather station with a temperature sensor and a little screen. In between, you'll hear the cricket on the radio and my very emotional reactions to it. There's a moment where a wire sparks, nobody is hurt, and I explain exactly what I did wrong. Perfect company for your own projects.",
      ],
    ],
  },
  23: {
    pronoun: 'she',
    favorites: 'trees, birdsong and herbal teas',
    favoritesDetails:
      'Trees, first. Every one in my forest has a personality, and the old silver firs are the wise elders. Birdsong, which I can recognise by ear after twenty years of morning walks. And herbal teas, gathered carefully from plants I know well. I am a guide, not a doctor, so I share them for their comfort and their taste.',
    items: [
      [
        AU,
        FREE,
        'A slow forest walk, guided',
        'Twenty minutes of gentle guidance for a walk in any green space.',
        "Put your phone in your pocket and walk a little slower than usual. I'll invite you to notice three green things, two sounds and one smell, and then to stand still with your hand on a tree for a few breaths. There's birdsong from the Black Forest underneath my voice. It works in a city park too.",
      ],
      [
        G,
        PREMIUM,
        'Mushrooms of the Black Forest',
        'An autumn gallery of the fungi I meet on my walks, with safe-foraging notes.',
        "Chanterelles glowing in the moss, the red-capped fly agaric everyone recognises and tiny bonnet mushrooms on old logs. Each photo comes with a note about where it grows and whether it's edible, poisonous or simply beautiful. My firmest rule: never eat a wild mushroom unless an expert has identified it in person. Look, admire and leave most of them for the forest.",
      ],
      [
        A,
        FREE,
        'Lemon balm tea and evening rituals',
        'A simple tea and a few quiet habits for winding down.',
        'Pick a small handful of lemon balm leaves, or use dried, and steep them for five minutes in water just off the boil. While it brews, dim the lights and open a window for a minute of fresh air. Drink it slowly, without a screen, and write down one thing you noticed outdoors today. Small rituals tell the body the day is ending.',
      ],
      [
        V,
        PREMIUM,
        'Dawn chorus on the forest edge',
        'Which birds are singing at sunrise, and how to recognise them.',
        "We sit at the edge of a clearing before sunrise and wait for the first singer, usually the robin. Then the blackbird, the song thrush repeating everything twice and the tiny wren that is far louder than it should be. I show each bird when it appears and teach you a little phrase to remember its song. By the end you'll hear your own neighbourhood differently.",
      ],
    ],
  },
  24: {
    pronoun: 'he',
    favorites: 'crosswords, records and old Brooklyn',
    favoritesDetails:
      "Crosswords, every morning with my coffee, in pen because I like to live dangerously. Records, mostly jazz and old soul, played on a turntable I've repaired more times than my knees. And old Brooklyn, the neighbourhood of my childhood, which lives on in my stories. Ask me about the bakery on the corner, and pull up a chair.",
    items: [
      [
        A,
        FREE,
        'How to start doing crosswords',
        "A retired librarian's gentle guide to your first puzzles.",
        "Start with Monday puzzles; they're the easiest, and the week gets harder from there. Fill in the answers you know first, even the tiny ones, because each letter helps its neighbours. Learn the common crossword words, like 'oreo', 'area' and 'eel', which appear far more than they do in life. And use a pencil until you feel brave.",
      ],
      [
        AU,
        PREMIUM,
        'Sunday records, side A',
        'An hour of favourite records with stories about where I found them.',
        "I play five records from my collection: a Blue Note classic, a soul single from 1968, a gospel album from a church sale and two surprises. Between songs I tell you where each one came from, including the record shop that's now a phone store and the friend who gave me one on his wedding day. Put the kettle on and stay awhile.",
      ],
      [
        G,
        FREE,
        'The community garden in June',
        'Photos from our little plot, its tomatoes and its gardeners.',
        "Mrs Alvarez's prize tomatoes, the bench where we argue about baseball, the sunflowers the kids from the school planted and a very smug cat. We turned an empty lot into this garden twenty years ago. These photos are my thank-you note to everyone who ever pulled a weed there.",
      ],
      [
        A,
        PREMIUM,
        'Brooklyn stories: the corner bakery',
        'A memoir of the bakery that fed our street, and the family who ran it.',
        "Every morning at six, Mr Kaplan opened the door and the smell of rye bread poured down the street. In this piece I remember the queues in the snow, the cookies he slipped to children who said please, and the day he closed for good and the whole block came to say goodbye. It's a story about bread, and also about how neighbourhoods hold each other up.",
      ],
    ],
  },
  25: {
    pronoun: 'she',
    favorites: 'core strength, dance and smoothies',
    favoritesDetails:
      'Core strength, because a strong core makes everything easier, from carrying shopping to dancing at weddings. Dance, especially Bollywood routines, because nothing beats moving with a room full of people who are all slightly off the beat. And smoothies, because my post-class mango and spinach smoothie is, honestly, a personality trait.',
    items: [
      [
        V,
        FREE,
        'Fifteen-minute Pilates core',
        'A gentle mat routine for beginners, no equipment needed.',
        "We warm up with breathing and pelvic tilts, then move through dead bugs, bridges, side-lying leg lifts and a few modified planks. I explain how to keep your lower back safe and when to rest. Go at your own pace, and skip anything that doesn't feel right. Little and often is the magic formula.",
      ],
      [
        V,
        PREMIUM,
        'Bollywood dance cardio',
        'The full thirty-minute class, finale included.',
        "We warm up with easy steps, then learn a short routine in four parts, building it up slowly. Expect big arms, lots of hip sways and a fair amount of laughing. The last ten minutes put it all together to a high-energy song, and you'll be sweaty and smiling. No dance experience required, just enthusiasm.",
      ],
      [
        A,
        FREE,
        'My go-to post-workout smoothies',
        'Three quick blends I make after every class.',
        'Mango, spinach, banana and a spoon of oats with milk or a plant milk. Frozen berries, Greek yoghurt and a little honey. Peanut butter, banana, cocoa and a pinch of cinnamon for the days I deserve a treat. Blend, pour, and sip while you stretch.',
      ],
      [
        AU,
        PREMIUM,
        'Desk-break mobility, audio guide',
        'Ten minutes of stretches you can do at your desk, talked through step by step.',
        "Set a reminder, stand up and press play. I guide you through neck rolls, shoulder circles, a seated twist, a standing hip flexor stretch and some gentle wrist mobility. Everything is explained by voice, so you don't need to look at a screen. I'm not a physio, so stop if anything hurts, and do check persistent pain with a professional.",
      ],
    ],
  },
  26: {
    pronoun: 'he',
    favorites: 'sleep, sound and the cold Pacific',
    favoritesDetails:
      'Sleep, which I took for granted until ten years of night shifts taught me better. Sound, especially singing bowls and gongs, which relax people faster than any lecture of mine. And the cold Pacific, where I swim at dawn most mornings. It wakes every cell in your body and then, strangely, leaves you calm all day.',
    items: [
      [
        AU,
        FREE,
        'Forty-minute sound bath',
        'Singing bowls and soft gongs recorded live in my harbour studio.',
        "Lie down somewhere comfortable, cover yourself with a blanket and let the sound do the work. We begin with a single bowl, then slowly add layers of tone until the room seems to hum. Towards the end the sounds fade one by one into silence. Many listeners fall asleep, and that's perfectly fine.",
      ],
      [
        A,
        PREMIUM,
        'A wind-down routine that actually works',
        'My practical, evidence-minded evening routine, step by step.',
        "Keep a regular wake time, even at weekends; it anchors everything else. Dim the lights an hour before bed, keep the bedroom cool and dark, and park your worries on paper. If you can't sleep after twenty minutes, get up and do something calm in low light. I explain why each step helps and how to adapt it if you work shifts. If sleep problems persist, please talk to your doctor.",
      ],
      [
        V,
        FREE,
        'Dawn swim in Valparaíso',
        'A short film of my morning swim in the Pacific.',
        'The harbour is still dark when I arrive, and the water is about fourteen degrees. I walk in slowly, breathe out long, and swim along the buoys as the sun comes up over the hills. Please never swim alone in open water and always check local conditions. The last minute is just the colourful houses glowing in the morning light.',
      ],
      [
        G,
        PREMIUM,
        'Inside the sound studio',
        'Photos of the bowls, gongs and rituals behind my evening sessions.',
        'The big bronze gong I saved up two years to buy. The row of singing bowls, each tuned a little differently. The blankets, the eye pillows and the tea we drink afterwards. Each photo comes with a note about how I use it, and one about the nurse colleague who first dragged me to a sound bath.',
      ],
    ],
  },
  27: {
    pronoun: 'she',
    favorites: 'sea light, old frames and winter swims',
    favoritesDetails:
      'The light on the sea, which is different every hour and never the same two days running. Old picture frames, which I hunt at car-boot sales and give new paintings to live in. And winter swims, my daily cold plunge off the harbour beach. A painter needs her head clear, my love, and nothing clears it like February water.',
    items: [
      [
        V,
        FREE,
        'Painting the harbour at dusk',
        'A plein-air oil sketch, start to finish, on the harbour wall.',
        'I block in the big shapes first with thin paint: sky, sea and the dark line of the harbour wall. Then I mix the warm evening colours and lay them in quickly before the light goes. The last strokes are the sparkle on the water, with a dry brush. I stop before I want to, which is the hardest part of all.',
      ],
      [
        A,
        PREMIUM,
        'Mixing the colours of the sea',
        'My palette for Cornish water in every weather.',
        "Grey days need ultramarine, a touch of burnt sienna and lots of white. Bright mornings call for cerulean and a tiny bit of viridian near the shore. Stormy water is mostly Payne's grey with a green undertone. In this piece I share my mixing charts, photographed in daylight, and the one colour I'd save from a fire.",
      ],
      [
        G,
        FREE,
        'Car-boot frame finds',
        'Old frames I rescued and the paintings that now live in them.',
        'A gilded frame with half its plaster missing, a simple oak one from a school and a tiny oval I paid fifty pence for. Each photo shows the frame before and after cleaning, and the painting I made to fit it. Frames have their own history, and I like to think the paintings inherit a little of it.',
      ],
      [
        AU,
        PREMIUM,
        "A winter swim, told at the water's edge",
        'A short audio story recorded just after a January sea swim.',
        "I'm still shivering in this recording, wrapped in a towel with a flask of tea. I talk about why I started swimming in winter after my husband passed, about the women who swim with me every morning, and about the colours of the sea at eight o'clock in January. Please only try cold water with company and care.",
      ],
    ],
  },
  28: {
    pronoun: 'he',
    favorites: 'brisket, salsa and backyard feasts',
    favoritesDetails:
      'Brisket, the king of the smoker, which takes all night and teaches you patience. Salsa, especially salsa macha, that crunchy chilli oil my abuela made by the jar. And backyard feasts, when the whole street shows up with a folding chair and a side dish. Nobody leaves hungry, órale.',
    items: [
      [
        V,
        FREE,
        'Smoking a brisket, the long way',
        'Fourteen hours over post oak, condensed into twelve minutes.',
        "Trim the fat cap to about half a centimetre, season with coarse salt and black pepper only, and let it sit while the fire settles. Smoke at a steady low temperature, spritzing now and then. When the bark is dark and set, wrap it in butcher paper and keep going until it's probe-tender. Then rest it for at least an hour. Resting is where the magic settles in.",
      ],
      [
        A,
        PREMIUM,
        "My abuela's salsa macha",
        'The crunchy chilli oil she kept on every table, finally written down.',
        'Gently fry dried chiles, garlic, sesame seeds and peanuts in oil until everything smells toasty, but never burnt. Let it cool, blend it roughly with a pinch of salt, sugar and a splash of vinegar. It keeps for weeks in a jar, and goes on eggs, tacos, rice and, honestly, everything. I also share the story of the day she taught me, and the burnt batch that came before it.',
      ],
      [
        G,
        FREE,
        'Backyard feast in pictures',
        'The smoker, the tortillas and the neighbours, from dawn to dusk.',
        "The fire lit at four in the morning, the brisket coming off the smoker, my niece pressing tortillas, the kids' table and the folding chairs in a big crooked circle. Every photo has a note about what was cooking. The last picture is the empty platter, which is how you know it was a good day.",
      ],
      [
        AU,
        PREMIUM,
        'Tall tales by the fire',
        'Stories from the pit, mostly true, told after the guests go home.',
        "The time a brisket was kidnapped by a neighbour's dog. The competition where I cooked through a thunderstorm under a borrowed tarp. My grandfather's story of the biggest cookout in San Antonio, which gets bigger every year I tell it. Pull up a chair, the fire's still warm.",
      ],
    ],
  },
};

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function firstName(avatar: SeedAvatar): string {
  return avatar.name.split(' ')[0] ?? avatar.name;
}

function listJoin(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

const INTRO_DESCRIPTIONS = [
  (n: string) => `Start here: who ${n} is, what a typical day looks like and the best ways to start a conversation.`,
  (n: string) => `A short introduction to ${n}, with the essentials and a few good conversation starters.`,
  (n: string) => `New here? Meet ${n} and discover what makes this companion tick.`,
];

const FAVORITES_DESCRIPTIONS = [
  (n: string) => `The subjects ${n} could talk about all night, in ${n}'s own words.`,
  (n: string) => `${n} shares the topics that always spark the longest conversations.`,
  (n: string) => `What gets ${n} talking: a few favourite subjects and why they matter.`,
];

function introDetails(avatar: SeedAvatar, spec: AvatarContentSpec): string {
  const n = firstName(avatar);
  const possessive = spec.pronoun === 'she' ? 'her' : 'his';
  const topics = listJoin(avatar.interests.slice(0, 3));
  return `${avatar.description} ${avatar.scenario} Ask ${n} about ${topics}, or simply tell ${spec.pronoun === 'she' ? 'her' : 'him'} about your day: ${possessive} replies are always in character, warm and curious.`;
}

function stats(
  avatar: SeedAvatar,
  k: number,
): Pick<SeedContentItem, 'publishedDaysAgo' | 'views' | 'likes' | 'comments'> {
  const rand = mulberry32(avatar.id * 101 + k * 7919);
  const maxDays = Math.min(60, avatar.createdDaysAgo);
  // Item 1 is the oldest; later items are spread between then and today.
  const publishedDaysAgo = k === 1 ? maxDays : Math.min(maxDays, Math.floor(rand() * (maxDays + 1)));
  const views = 200 + Math.floor(rand() * 4801);
  const likes = Math.round(views * (0.05 + rand() * 0.1));
  const comments = Math.max(1, Math.round(views * (0.01 + rand() * 0.02)));
  return { publishedDaysAgo, views, likes, comments };
}

function buildContent(): SeedContentItem[] {
  const out: SeedContentItem[] = [];
  for (const avatar of seedAvatars) {
    const spec = SPECS[avatar.id];
    if (!spec) throw new Error(`No content spec for avatar ${avatar.id}`);
    const n = firstName(avatar);
    const pickText = <T>(list: T[]): T => list[avatar.id % list.length] as T;
    const image = (k: number) => `/media/seed/content/${avatar.id}-${k}.svg`;
    out.push({
      avatarId: avatar.id,
      title: `Getting to know ${avatar.name}`,
      description: pickText(INTRO_DESCRIPTIONS)(n),
      type: 'article',
      contentDetails: introDetails(avatar, spec),
      teaser: '',
      isPreview: true,
      imageUrl: image(1),
      ...stats(avatar, 1),
    });
    out.push({
      avatarId: avatar.id,
      title: `Favorite topics: ${spec.favorites}`,
      description: pickText(FAVORITES_DESCRIPTIONS)(n),
      type: 'article',
      contentDetails: spec.favoritesDetails,
      teaser: '',
      isPreview: true,
      imageUrl: image(2),
      ...stats(avatar, 2),
    });
    spec.items.forEach(([type, isPreview, title, description, contentDetails], i) => {
      const k = i + 3;
      out.push({
        avatarId: avatar.id,
        title,
        description,
        type,
        contentDetails,
        // A seeded item's description is written as its public summary: the premium teaser.
        teaser: isPreview ? '' : description,
        isPreview,
        // Premium pictures are paid media: the server moves them to private storage at start-up.
        imageUrl: image(k),
        ...stats(avatar, k),
      });
    });
  }
  return out;
}

/** Six items per avatar, in avatar order, k = 1..6 matching the image file names. */
export const seedContent: SeedContentItem[] = buildContent();
