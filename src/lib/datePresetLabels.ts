import { m } from '../i18n';
import type { DatePreset } from './datePresets';

/** Each date preset's name in the current language: call while rendering. */
export const datePresetLabels: Readonly<Record<DatePreset, () => string>> = {
  today: m.report_preset_today,
  yesterday: m.report_preset_yesterday,
  thisWeek: m.report_preset_this_week,
  thisMonth: m.report_preset_this_month,
  thisQuarter: m.report_preset_this_quarter,
  thisYear: m.report_preset_this_year,
  lastYear: m.report_preset_last_year,
  custom: m.report_preset_custom,
};
