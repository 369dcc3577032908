/** Progress of jobs and work orders (the spec's status parser is not shown: these are ours). */
export const WORK_STAGES: Record<number, string> = {
  1: 'Open',
  2: 'In progress',
  3: 'On hold',
  4: 'Completed',
  5: 'Cancelled',
};

/** Stages of an opportunity. */
export const OPPORTUNITY_STAGES: Record<number, string> = {
  1: 'Qualification',
  2: 'Proposal',
  3: 'Negotiation',
  4: 'Won',
  5: 'Lost',
};
