/** Choices offered in the position form and filters (free text is accepted too). */
export { CITIES, EXPERIENCE_LEVELS, INDUSTRIES } from '@offerpilot/shared';
