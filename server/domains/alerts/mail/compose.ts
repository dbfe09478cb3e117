import type { AlertRow } from '../../../../contract/main/alerts';
import { millClock, millDate, millDateTime } from '../../gate/time';

/**
 * What an alert's email says, in plain text, composed when it is queued (the alert as it was
 * raised). The knitting supervisor's language is not known, so every message says it in English
 * first, then in Tamil, in the words of the floor (ரோல், மெஷின், கிரேடு, பாயிண்ட்).
 */

export type MailLanguage = 'en' | 'ta';

export interface ComposedMail {
  readonly subject: string;
  readonly body: string;
}

/** Where a reader acts on an alert: a machine's own page, or the list of alerts. */
export const machinePath = (machine: string): string =>
  `/machine-view?machine=${encodeURIComponent(machine)}`;
export const ALERTS_PATH = '/alerts';

const defectIn = (a: AlertRow, language: MailLanguage): string =>
  (language === 'ta' ? a.defectTa : null) ?? a.defect ?? '';

/** The alert in one sentence, as it was raised (`repeatN`: how many rolls the repeat rule reads). */
export function alertHeadline(a: AlertRow, repeatN: number, language: MailLanguage): string {
  const firstRoll = a.rolls[a.rolls.length - 1]?.rollNo ?? '';
  const lot = a.lot ?? '';
  if (language === 'en') {
    switch (a.rule) {
      case 'repeatDefect':
        return `${defectIn(a, 'en')} on ${a.rollCount} of the last ${repeatN} rolls of machine ${a.subject}`;
      case 'grade3':
        return `Roll ${firstRoll} of machine ${a.subject} graded 3`;
      case 'supplierLot':
        return `${a.rollCount} rolls of lot ${lot} from ${a.subject} over the points limit (grade 3)`;
      case 'ccLotRejected':
        return `Collar & cuff lot ${a.subject} rejected by its sample`;
    }
  }
  switch (a.rule) {
    case 'repeatDefect':
      return `மெஷின் ${a.subject}: கடைசி ${repeatN} ரோல்களில் ${a.rollCount} ரோலில் ${defectIn(a, 'ta')}`;
    case 'grade3':
      return `மெஷின் ${a.subject}: ரோல் ${firstRoll} கிரேடு 3`;
    case 'supplierLot':
      return `${a.subject}, லாட் ${lot}: ${a.rollCount} ரோல்கள் பாயிண்ட் வரம்பைத் தாண்டின (கிரேடு 3)`;
    case 'ccLotRejected':
      return `காலர் & கஃப் லாட் ${a.subject} மாதிரிச் சோதனையில் நிராகரிக்கப்பட்டது`;
  }
}

/** The alert as a line of a list (the morning digest): what, where, how many rolls so far. */
export function alertLine(a: AlertRow, language: MailLanguage): string {
  const lot = a.lot ?? '';
  if (language === 'en') {
    switch (a.rule) {
      case 'repeatDefect':
        return `Machine ${a.subject}: ${defectIn(a, 'en')} repeating (${a.rollCount} rolls)`;
      case 'grade3':
        return `Machine ${a.subject}: rolls graded 3 (${a.rollCount})`;
      case 'supplierLot':
        return `${a.subject}, lot ${lot}: rolls over the points limit (${a.rollCount})`;
      case 'ccLotRejected':
        return `Collar & cuff lot ${a.subject} rejected`;
    }
  }
  switch (a.rule) {
    case 'repeatDefect':
      return `மெஷின் ${a.subject}: ${defectIn(a, 'ta')} மீண்டும் மீண்டும் (${a.rollCount} ரோல்கள்)`;
    case 'grade3':
      return `மெஷின் ${a.subject}: கிரேடு 3 ரோல்கள் (${a.rollCount})`;
    case 'supplierLot':
      return `${a.subject}, லாட் ${lot}: பாயிண்ட் வரம்பைத் தாண்டிய ரோல்கள் (${a.rollCount})`;
    case 'ccLotRejected':
      return `காலர் & கஃப் லாட் ${a.subject} நிராகரிக்கப்பட்டது`;
  }
}

/** When, on the mill's clock: `3 Mar 2025, 14:05` in English, `2025-03-03 14:05` in Tamil. */
export const millWhen = (at: Date, language: MailLanguage): string =>
  language === 'en' ? millDateTime(at) : `${millDate(at)} ${millClock(at)}`;

function section(a: AlertRow, repeatN: number, language: MailLanguage): string[] {
  const en = language === 'en';
  // Rows list the newest rolls first; the email tells them in the order they were found.
  const rolls = [...a.rolls].reverse();
  const where = a.subjectKind === 'machine' ? machinePath(a.subject) : ALERTS_PATH;
  return [
    `${alertHeadline(a, repeatN, language)}.`,
    '',
    en ? 'Rolls:' : 'ரோல்கள்:',
    ...rolls.map((r) =>
      en ? `  ${r.rollNo}, report ${r.reportNo}` : `  ${r.rollNo}, ரிப்போர்ட் ${r.reportNo}`,
    ),
    en
      ? `Raised at ${millWhen(new Date(a.raisedAt), 'en')} (mill time).`
      : `எச்சரிக்கை எழுந்த நேரம்: ${millWhen(new Date(a.raisedAt), 'ta')} (மில் நேரம்).`,
    '',
    ...(a.subjectKind === 'machine'
      ? [en ? `The machine's page: ${where}` : `மெஷின் பக்கம்: ${where}`]
      : []),
    en
      ? `Acknowledge or resolve it on the alerts page: ${ALERTS_PATH}`
      : `எச்சரிக்கைகள் பக்கத்தில் ஒப்புக்கொள்ளுங்கள் அல்லது தீர்த்து மூடுங்கள்: ${ALERTS_PATH}`,
  ];
}

/** The email of a newly raised alert: English, then Tamil. */
export function composeAlertMail(a: AlertRow, repeatN: number): ComposedMail {
  return {
    subject: `Alert: ${alertHeadline(a, repeatN, 'en')} | எச்சரிக்கை: ${alertHeadline(a, repeatN, 'ta')}`,
    body: [
      ...section(a, repeatN, 'en'),
      '',
      '— தமிழில் —',
      '',
      ...section(a, repeatN, 'ta'),
      '',
      '— Greige',
    ].join('\n'),
  };
}
