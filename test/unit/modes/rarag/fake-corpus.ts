import type { FakePassage } from './fake-retrieval-store.js';

// Texts from the 2WikiMultiHopQA corpus (Wikipedia, CC BY-SA), shortened; the Versace chain is constructed.
export const LOTHAIR_PASSAGES: FakePassage[] = [
  {
    id: 'p-lothair-ii',
    title: 'Lothair II',
    sentences: [
      'Lothair II (835 –) was the king of Lotharingia from 855 until his death.',
      'He was the second son of Emperor Lothair I and Ermengarde of Tours.',
      'He was married to Teutberga (died 875), daughter of Boso the Elder.',
    ],
    triples: [
      { sentence: 0, subject: 'Lothair II', relation: 'was the king of', object: 'Lotharingia' },
      { sentence: 0, subject: 'Lothair II', relation: 'was', object: 'king' },
      { sentence: 1, subject: 'Lothair II', relation: 'was the second son of', object: 'Emperor Lothair I' },
      { sentence: 1, subject: 'Lothair II', relation: 'was the second son of', object: 'Ermengarde of Tours' },
      { sentence: 2, subject: 'Teutberga', relation: 'is daughter of', object: 'Boso the Elder' },
      { sentence: 2, subject: 'Lothair II', relation: 'was married to', object: 'Teutberga' },
    ],
    mentions: ['Lotharingia', 'Emperor Lothair I', 'Ermengarde of Tours', 'Boso the Elder', 'Teutberga', '875'],
  },
  {
    id: 'p-ermengarde',
    title: 'Ermengarde of Tours',
    sentences: [
      'Ermengarde of Tours (d. 20 March 851) was the daughter of Hugh of Tours, a member of the Etichonen family.',
      'In October 821 in Thionville, she married the Carolingian Emperor Lothair I of the Franks (795–855).',
    ],
    triples: [
      { sentence: 0, subject: 'Ermengarde of Tours', relation: 'was the daughter of', object: 'Hugh of Tours' },
      { sentence: 1, subject: 'Ermengarde of Tours', relation: 'married', object: 'Carolingian Emperor Lothair I' },
    ],
    mentions: ['20 March 851', 'Hugh of Tours', 'Thionville', 'Carolingian Emperor Lothair I'],
  },
  {
    id: 'p-lothair-i',
    title: 'Lothair I',
    sentences: ['Lothair I (795 – 29 September 855) was emperor of the Franks.', 'He died in Prüm.'],
    mentions: ['Franks', 'Prüm'],
  },
  {
    id: 'p-teutberga',
    title: 'Teutberga',
    sentences: ['Teutberga (died 11 November 875) was a queen of Lotharingia by marriage to Lothair II.'],
    mentions: ['Lotharingia', 'Lothair II'],
  },
  {
    id: 'p-noise',
    title: 'Did a Good Man Die?',
    sentences: ['Did a Good Man Die? is a 1962 film.'],
  },
];

export const VERSACE_PASSAGES: FakePassage[] = [
  {
    id: 'p-versace',
    title: 'Versace',
    sentences: ['Versace is an Italian luxury fashion company founded by Gianni Versace in 1978.'],
    triples: [{ sentence: 0, subject: 'Versace', relation: 'founded by', object: 'Gianni Versace' }],
    mentions: ['Gianni Versace', '1978'],
  },
  {
    id: 'p-gianni',
    title: 'Gianni Versace',
    sentences: ['Gianni Versace was an Italian fashion designer.', 'He was the son of Antonio Versace and Francesca Olandese.'],
    triples: [
      { sentence: 1, subject: 'Gianni Versace', relation: 'was the son of', object: 'Antonio Versace' },
      { sentence: 1, subject: 'Gianni Versace', relation: 'was the son of', object: 'Francesca Olandese' },
    ],
    mentions: ['Antonio Versace', 'Francesca Olandese'],
  },
  {
    id: 'p-antonio',
    title: 'Antonio Versace',
    sentences: ['Antonio Versace was born in Reggio Calabria and sold coal.'],
    mentions: ['Reggio Calabria'],
  },
  {
    id: 'p-reggio',
    title: 'Reggio Calabria',
    sentences: ['Reggio Calabria is a city in Calabria where many were born.'],
  },
];
