import { m } from '../../../i18n';
import type { DefectType } from './save';

/** Where a type is tapped, in the current language. */
export const scopeNames: Readonly<Record<DefectType['appliesTo'], () => string>> = {
  fabric: m.settings_defect_scope_fabric,
  collarCuff: m.settings_defect_scope_collar_cuff,
  both: m.settings_defect_scope_both,
};
