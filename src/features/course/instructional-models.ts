/**
 * GET /cms/instructional-design-model (spec 002 §7): a fixed catalogue of the well-known models, not a managed
 * list (docs/decisions/0086): an administrator picks the model a course follows; nothing else depends on it.
 */
export const INSTRUCTIONAL_MODELS = [
  { id: 'addie', name: 'ADDIE', description: 'Analysis, Design, Development, Implementation, Evaluation' },
  { id: 'sam', name: 'SAM', description: 'Successive Approximation Model: short iterative cycles' },
  { id: 'merrill', name: "Merrill's Principles", description: 'Problem-centred: activation, demonstration, application, integration' },
  { id: 'gagne', name: "Gagné's Nine Events", description: 'Nine events of instruction, from gaining attention to transfer' },
  { id: 'dick_carey', name: 'Dick and Carey', description: 'Systems approach: goals, analysis, objectives, assessment, strategy' },
  { id: 'assure', name: 'ASSURE', description: 'Analyse learners, state objectives, select media, utilise, require participation, evaluate' },
  { id: 'blended_70_20_10', name: '70:20:10', description: 'Experience, exposure and formal learning' },
] as const;

export type InstructionalModelId = (typeof INSTRUCTIONAL_MODELS)[number]['id'];
export const INSTRUCTIONAL_MODEL_IDS = INSTRUCTIONAL_MODELS.map((m) => m.id) as [InstructionalModelId, ...InstructionalModelId[]];
