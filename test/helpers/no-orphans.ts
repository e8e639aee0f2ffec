/** What `GraphStore.orphans()` returns for a sound collection: every integrity count is zero. */
export const NO_ORPHANS = {
  sentencesWithoutPassage: 0,
  triplesWithoutSentence: 0,
  triplesWithoutArguments: 0,
  entitiesWithoutLinks: 0,
  linksAcrossCollections: 0,
};
