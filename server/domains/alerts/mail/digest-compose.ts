import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { addDays } from '../days';
import { ALERTS_PATH, alertLine, millWhen, type ComposedMail, type MailLanguage } from './compose';
import { dayFigures, type DayFigures, type StageFigures, type WorstRow } from './digest-figures';

/**
 * A manager's morning digest: the mill day before `day` (yesterday's inspection and production,
 * its worst machines and suppliers) and the alerts open now, in the language the user asked for.
 * Numbers are written plainly (`1234.5`), the same in both languages.
 */

const DASHBOARD_PATH = '/production-dashboard';

const words = {
  en: {
    subject: (day: string) => `Greige morning digest: ${day}`,
    greeting: (name: string, day: string) =>
      `Good morning, ${name}. Here is how the mill did on ${day} (the mill's day).`,
    inspection: 'Inspection',
    noInspection: 'No rolls were inspected.',
    stage: { greige: 'Greige', finish: 'Finish' },
    stageLine: (s: StageFigures, stage: string) =>
      `${stage}: ${s.rolls} rolls, ${s.kg} kg, ${per100(s.points100m2, 'en')}, ${s.grade3} graded 3`,
    production: 'Production',
    knitted: (rolls: number, kg: number) => `Knitted: ${rolls} rolls, ${kg} kg`,
    machines: 'Machines with the most defects',
    noMachines: 'No machine had defects.',
    suppliers: 'Suppliers with the most defects',
    noSuppliers: 'No supplier had defects.',
    worstLine: (w: WorstRow) =>
      `${w.name}: ${w.grade3} of ${w.rolls} rolls graded 3, ${per100(w.points100m2, 'en')}`,
    open: (n: number) => `Open alerts (${n})`,
    noOpen: 'No alerts are open.',
    more: (n: number) => `… and ${n} more`,
    since: (line: string, at: string) => `${line}, since ${at}`,
    alertsPage: `Alerts: ${ALERTS_PATH}`,
    dashboard: `Production dashboard: ${DASHBOARD_PATH}`,
    why: 'You get this email because you asked for the morning digest (Settings).',
  },
  ta: {
    subject: (day: string) => `Greige காலைச் சுருக்கம்: ${day}`,
    greeting: (name: string, day: string) =>
      `காலை வணக்கம், ${name}. ${day} அன்று மில்லின் நிலவரம் (மில் நாள்):`,
    inspection: 'இன்ஸ்பெக்ஷன்',
    noInspection: 'எந்த ரோலும் இன்ஸ்பெக்ட் செய்யப்படவில்லை.',
    stage: { greige: 'கிரே', finish: 'ஃபினிஷ்' },
    stageLine: (s: StageFigures, stage: string) =>
      `${stage}: ${s.rolls} ரோல்கள், ${s.kg} கிலோ, ${per100(s.points100m2, 'ta')}, கிரேடு 3: ${s.grade3}`,
    production: 'உற்பத்தி',
    knitted: (rolls: number, kg: number) => `பின்னியவை: ${rolls} ரோல்கள், ${kg} கிலோ`,
    machines: 'அதிகக் குறைகள் உள்ள மெஷின்கள்',
    noMachines: 'எந்த மெஷினிலும் குறை இல்லை.',
    suppliers: 'அதிகக் குறைகள் உள்ள சப்ளையர்கள்',
    noSuppliers: 'எந்த சப்ளையரிடமும் குறை இல்லை.',
    worstLine: (w: WorstRow) =>
      `${w.name}: ${w.rolls} ரோல்களில் ${w.grade3} கிரேடு 3, ${per100(w.points100m2, 'ta')}`,
    open: (n: number) => `திறந்திருக்கும் எச்சரிக்கைகள் (${n})`,
    noOpen: 'திறந்திருக்கும் எச்சரிக்கை எதுவும் இல்லை.',
    more: (n: number) => `… மேலும் ${n}`,
    since: (line: string, at: string) => `${line}, ${at} முதல்`,
    alertsPage: `எச்சரிக்கைகள்: ${ALERTS_PATH}`,
    dashboard: `உற்பத்தி டாஷ்போர்டு: ${DASHBOARD_PATH}`,
    why: 'காலைச் சுருக்கம் வேண்டும் என்று நீங்கள் கேட்டதால் (செட்டிங்ஸ்) இந்த மின்னஞ்சல் வருகிறது.',
  },
} as const;

function per100(value: number | null, language: MailLanguage): string {
  if (language === 'en') return value === null ? 'no area to score on' : `${value} points/100 m²`;
  return value === null ? 'பரப்பளவு இல்லை' : `100 மீ²-க்கு ${value} பாயிண்ட்`;
}

/** The digest's text from its figures: pure, so the wording is read apart from the database. */
export function digestText(
  f: DayFigures,
  name: string,
  figuresDay: string,
  language: MailLanguage,
): ComposedMail {
  const w = words[language];
  const list = <T>(rows: readonly T[], line: (r: T) => string, none: string) =>
    rows.length === 0 ? [`  ${none}`] : rows.map((r, i) => `  ${i + 1}. ${line(r)}`);
  const more = f.openAlertCount - f.openAlerts.length;
  const body = [
    w.greeting(name, figuresDay),
    '',
    w.inspection,
    ...(f.inspection.length === 0
      ? [`  ${w.noInspection}`]
      : f.inspection.map((s) => `  ${w.stageLine(s, w.stage[s.stage])}`)),
    '',
    w.production,
    `  ${w.knitted(f.knitted.rolls, f.knitted.kg)}`,
    '',
    w.machines,
    ...list(f.worstMachines, w.worstLine, w.noMachines),
    '',
    w.suppliers,
    ...list(f.worstSuppliers, w.worstLine, w.noSuppliers),
    '',
    w.open(f.openAlertCount),
    ...(f.openAlerts.length === 0
      ? [`  ${w.noOpen}`]
      : f.openAlerts.map(
          (a) => `  - ${w.since(alertLine(a, language), millWhen(new Date(a.raisedAt), language))}`,
        )),
    ...(more > 0 ? [`  ${w.more(more)}`] : []),
    '',
    w.alertsPage,
    w.dashboard,
    '',
    w.why,
    '— Greige',
  ].join('\n');
  return { subject: w.subject(figuresDay), body };
}

/** The digest a user gets on the mill day `day`: the figures of the day before, in `language`. */
export async function composeDigest(
  db: Db,
  userId: number,
  day: string,
  language: MailLanguage,
): Promise<ComposedMail> {
  const [user] = await db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  const yesterday = addDays(day, -1);
  return digestText(await dayFigures(db, yesterday), user?.username ?? '', yesterday, language);
}
