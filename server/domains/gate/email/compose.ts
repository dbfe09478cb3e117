import type { SendMailOptions } from 'nodemailer';
import { millDateTime } from '../time';

/** What the host's email says: the visit, and the photo taken at the gate. */
export interface VisitForEmail {
  visitorId: string;
  passNo: string;
  name: string;
  phone: string;
  company: string;
  purpose: string;
  idProofType: string;
  idProofNo: string;
  vehicleNo: string | null;
  inTime: Date;
  outTime: Date | null;
  photo: Uint8Array | null;
  photoType: string | null;
  createdBy: string | null;
}

export const PHOTO_CID = 'visitor-photo@greige';

/**
 * The ID number as the host sees it: only its last four characters. The host needs to know the
 * visitor showed an ID, not to hold a copy of the number in their mailbox.
 */
export const maskedId = (idNo: string): string =>
  idNo.length <= 4 ? idNo : `${'•'.repeat(Math.min(idNo.length - 4, 8))}${idNo.slice(-4)}`;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const photoExtension = (type: string | null): string => (type === 'image/webp' ? 'webp' : 'jpg');

export function composeVisitorEmail(
  visit: VisitForEmail,
  host: { name: string; email: string },
  from: string,
): SendMailOptions {
  const facts: [string, string][] = [
    ['Visitor', visit.name],
    ['Company', visit.company],
    ['Phone', visit.phone],
    ['Purpose', visit.purpose],
    [
      'ID proof',
      visit.idProofNo ? `${visit.idProofType} ${maskedId(visit.idProofNo)}` : visit.idProofType,
    ],
    ...(visit.vehicleNo ? ([['Vehicle', visit.vehicleNo]] as [string, string][]) : []),
    ['Came in', millDateTime(visit.inTime)],
    ...(visit.outTime ? ([['Went out', millDateTime(visit.outTime)]] as [string, string][]) : []),
    ['Pass', visit.passNo],
    ...(visit.createdBy ? ([['Registered by', visit.createdBy]] as [string, string][]) : []),
  ];
  const hasPhoto = visit.photo !== null && visit.photoType !== null;
  const intro = `${visit.name} from ${visit.company} is at the gate to see you.`;
  const text = [
    `Dear ${host.name},`,
    '',
    intro,
    '',
    ...facts.map(([k, v]) => `${k}: ${v}`),
    '',
    hasPhoto ? 'The photo taken at the gate is attached.' : 'No photo was taken at the gate.',
    '',
    '— Greige, at the gate of the mill',
  ].join('\n');
  const html = [
    `<p>Dear ${escapeHtml(host.name)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    '<table cellpadding="4" style="border-collapse:collapse">',
    ...facts.map(
      ([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`,
    ),
    '</table>',
    hasPhoto
      ? `<p><img src="cid:${PHOTO_CID}" alt="Photo of ${escapeHtml(visit.name)}" width="240"></p>`
      : '<p>No photo was taken at the gate.</p>',
    '<p>— Greige, at the gate of the mill</p>',
  ].join('\n');
  return {
    from,
    to: { name: host.name, address: host.email },
    subject: `Visitor at the gate for you: ${visit.name} (${visit.company})`,
    text,
    html,
    attachments:
      hasPhoto && visit.photo && visit.photoType
        ? [
            {
              filename: `${visit.visitorId}.${photoExtension(visit.photoType)}`,
              content: Buffer.from(visit.photo),
              contentType: visit.photoType,
              cid: PHOTO_CID,
            },
          ]
        : [],
  };
}
