/**
 * What a description's head noun says about the entity it describes, for reference resolution:
 * "an American actress" -> a female person, "a 1998 drama film" -> a thing, "a rock band" -> a group.
 * The word lists are general English (roles, occupations, kinship, ranks); nothing here names an entity.
 */
export type EntityKind = 'person' | 'thing' | 'group' | 'unknown';
export type Gender = 'male' | 'female';

export interface HeadKind {
  kind: EntityKind;
  gender?: Gender;
  /** 2 for a listed role or a person suffix, 1 for a head read as a thing by default ("pilot" may be a person). */
  strength: number;
}

const MALE_PERSON = words(
  'man boy father son brother uncle nephew husband grandfather grandson stepson stepfather half-brother king prince duke archduke earl baron ' +
    'viscount marquess marquis count emperor tsar czar sultan emir caliph lord sir monk friar nobleman businessman statesman clergyman ' +
    'chairman congressman sportsman horseman craftsman fisherman patriarch pope dauphin heir-apparent widower abbot prior sheikh shah ' +
    'maharaja raja rajah nawab pharaoh chieftain headman gentleman kinsman',
);

const FEMALE_PERSON = words(
  'woman girl mother daughter sister aunt niece wife grandmother granddaughter stepdaughter stepmother half-sister queen princess duchess ' +
    'archduchess countess baroness viscountess marchioness empress tsarina czarina sultana lady dame nun abbess noblewoman businesswoman ' +
    'stateswoman chairwoman congresswoman sportswoman horsewoman actress heiress songstress waitress hostess stewardess ballerina dowager ' +
    'widow matriarch madam mistress priestess poetess sorceress concubine courtesan',
);

/** Roles and occupations of people, of either sex, that no suffix rule below recognises. */
const PERSON = words(
  'person people adult child baby infant teenager spouse parent sibling cousin relative ancestor descendant heir consort regent monarch ' +
    'ruler sovereign noble aristocrat peer knight squire courtier vassal bishop archbishop cardinal priest pastor vicar rabbi imam saint ' +
    'prelate deacon chaplain missionary prophet hermit citizen  resident immigrant emigrant refugee slave servant founder co-founder ' +
    'director actor singer writer player footballer producer composer painter filmmaker officer poet lawyer screenwriter cricketer professor ' +
    'leader scholar rapper soldier coach architect engineer editor cinematographer executive playwright dancer songwriter singer-songwriter ' +
    'driver designer pitcher drummer physician photographer boxer official swimmer president vice-president manager midfielder wrestler ' +
    'vocalist athlete philosopher sprinter entrepreneur runner landowner minister defender sculptor emperor educator magnate commander ' +
    'linebacker attorney doctor diplomat administrator sailor judge pioneer claimant cartoonist jurist financier governor racer theologian ' +
    'trainer explorer goalkeeper judoka inventor banker gymnast fencer winger teacher animator organist advocate mountaineer ' +
    'representative mayor worker catcher reporter employee crusader weightlifter senator quarterback programmer industrialist conductor ' +
    'astronomer engraver chief critic socialite golfer researcher captain magician presenter baritone tenor soprano mezzo-soprano contralto ' +
    'bass-baritone columnist candidate personality winner champion   author novelist journalist broadcaster-journalist ' +
    'businessperson chef cook farmer merchant trader tailor  carpenter blacksmith miner hunter warrior general admiral colonel ' +
    'lieutenant sergeant corporal  marshal commissioner chancellor secretary treasurer ambassador envoy consul councillor councilor ' +
    'legislator lawmaker spokesperson activist campaigner protester dissident rebel revolutionary pirate spy  detective sheriff ' +
    'constable policeman policewoman firefighter nurse surgeon dentist pharmacist therapist psychiatrist veterinarian scientist ' +
    'student pupil graduate alumnus alumna apprentice tutor lecturer instructor dean rector provost headmaster headmistress principal ' +
    '  landlord tenant heiress survivor victim murderer killer criminal prisoner convict suspect witness hero heroine ' +
    'villain protagonist antagonist narrator comedian   commentator pundit blogger vlogger youtuber influencer celebrity ' +
    ' supermodel stuntman stuntwoman  understudy lyricist arranger bandleader frontman frontwoman guitarist bassist keyboardist ' +
    'percussionist saxophonist trumpeter violinist cellist pianist harpist flautist clarinetist rower skater skier surfer cyclist jockey ' +
    'referee umpire batsman bowler fielder outfielder infielder shortstop baseman striker       ' +
    'kicker punter  cornerback  playmaker sportsperson fighter kickboxer sumo archer  climber diver  thrower ' +
    'hurdler decathlete heptathlete triathlete marathoner rider equestrian motorcyclist navigator astronaut cosmonaut aviator  ' +
    '  bookseller librarian archivist curator collector patron benefactor philanthropist donor   ' +
    'economist accountant auditor banker   consultant analyst strategist  surveyor cartographer geographer ' +
    'translator interpreter linguist grammarian lexicographer biographer chronicler essayist satirist humorist illustrator ' +
    'calligrapher printmaker potter weaver jeweler jeweller goldsmith silversmith glassmaker woodcarver carver mason stonemason ' +
    'snowboarder skateboarder bodybuilder podcaster gamer preacher moderator supporter follower admirer lover partner successor predecessor ' +
    'murderer robber thief gangster mobster smuggler trafficker fugitive defector inmate recruit conscript veteran mercenary bodyguard ' +
    'bard minstrel troubadour martyr apostle disciple cleric lama guru swami yogi sage scribe herald ' +
    'royal infante infanta steward chamberlain magistrate prefect governor-general ' +
    'viceroy premier president-elect senator-elect dictator tyrant usurper pretender',
);

/** Collective nouns: "they" may refer to them. */
const GROUP = words('band group duo trio quartet quintet sextet septet octet ensemble supergroup orchestra choir troupe team crew dynasty couple clan');

/** Heads that say too little to type an entity ("one of the ...", "the first ...", "a part of ..."). */
const VAGUE = words(
  'one ones part member name type kind sort form first second third fourth fifth last largest smallest oldest youngest eldest best most many ' +
    'some example term title subject head lead piece number lot series set list variety range collection mix pair majority minority ' +
    'rest remainder other others edition version unit entity work works thing things item subject topic case',
);

/**
 * -er/-or/-ant/-ent nouns name people as well as things ("singer"/"computer", "actor"/"reactor"): the
 * common people ones are listed above, the rest are read as things, but weakly (life dates or a
 * pronoun outweigh them). These few are too often either to be read as anything.
 */
const EITHER = words('character member owner publisher carrier host agent pilot model native speaker');
const PERSON_SUFFIX = /(ist|ian|ographer|woman|man)$/;
const NOT_PERSON_SUFFIX = words('mist twist wrist exist assist heist christian median guardian amphibian reptilian talisman ottoman doberman caiman');

function words(text: string): Set<string> {
  return new Set(text.split(/\s+/).filter((word) => word.length > 0));
}

/**
 * The kind of entity a description head (lower-cased last word: "actress", "film", "band") describes.
 * A head that is not a listed role, a -ist/-ian/-man word, vague, plural or one of the few nouns
 * that are as often people as things, is read as a thing — weakly (strength 1).
 */
export function kindOfHead(head: string): HeadKind {
  if (!/^[a-z][a-z-]*$/.test(head) || VAGUE.has(head)) return UNKNOWN;
  if (MALE_PERSON.has(head)) return { kind: 'person', gender: 'male', strength: 2 };
  if (FEMALE_PERSON.has(head)) return { kind: 'person', gender: 'female', strength: 2 };
  if (PERSON.has(head)) return { kind: 'person', strength: 2 };
  if (GROUP.has(head)) return { kind: 'group', strength: 2 };
  if (head.length > 4 && PERSON_SUFFIX.test(head) && !NOT_PERSON_SUFFIX.has(head) && !head.endsWith('list')) return { kind: 'person', strength: 2 };
  // -ing words are verbs the chunker kept ("a character first appearing").
  if (head.endsWith('ing') || EITHER.has(head)) return UNKNOWN;
  // A plural head ("films", "brothers") describes several things; it does not type one entity.
  if (isPlural(head)) return UNKNOWN;
  return { kind: 'thing', strength: 1 };
}

const UNKNOWN: HeadKind = { kind: 'unknown', strength: 0 };

function isPlural(head: string): boolean {
  return /[^s]s$/.test(head) && !/(ss|us|is|ics)$/.test(head);
}

/** Whether "the <head>" can name one entity the passage described with that head (not "the one", not "the films"). */
export function isReferringHead(head: string): boolean {
  return /^[a-z][a-z-]*$/.test(head) && !VAGUE.has(head) && !isPlural(head);
}

/** Kinship nouns: a relation written with one of them ("his wife", "is the son of") links two people. */
export const KINSHIP = words(
  'father mother son daughter brother sister wife husband spouse uncle aunt nephew niece cousin grandfather grandmother grandson ' +
    'granddaughter stepson stepdaughter stepfather stepmother half-brother half-sister parent child widow widower fiancé fiancée',
);
