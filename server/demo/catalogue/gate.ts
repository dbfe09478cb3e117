/** Fixed lists of the demo mill's gate: shifts, holidays, visitors' purposes and companies. */

/**
 * The stand-in photo of demo visitors: a 40 × 50 grey silhouette, a real JPEG (834 bytes), so the
 * pass, the report and the host's email show a picture where a camera would have taken one.
 */
export const demoVisitorPhoto = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2MBERISGBUYLxoaL2NCOEJjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY//AABEIADIAKAMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AOnqhBQAUAFABQAlAFTULs20YCD53zg+lAGT9pn/AOe0n/fZoA0tNvGmBik5ZRkN6j3oAv0AJmgDO1dGZI3Ayq5yfTOKAMugC/pCN5zvj5duM+/FAGtmgBtAAQCCCMg9QaAK32C2/wCeX/jx/wAaALCKsaBEGFHQUALQAlAGZd6gxYpD8oBxuHf6UAVPtE3/AD2k/wC+jQBYttQkiOJMyL79RQBrAggEEEHoRQBV1CUx2xx1Y7aAMegAoAKANPS5S0TRnoh4/GgBdT/491/3x/I0AZdABQAUAaGlf8tfw/rQB//Z',
  'base64',
);

/** ERPNext shift types: the office's day shift and the floor's three shifts. */
export const demoShifts = [
  { name: 'General', startTime: '09:00', endTime: '17:30', lateGraceMinutes: 10 },
  { name: 'A', startTime: '06:00', endTime: '14:00', lateGraceMinutes: 5 },
  { name: 'B', startTime: '14:00', endTime: '22:00', lateGraceMinutes: 5 },
  { name: 'C', startTime: '22:00', endTime: '06:00', lateGraceMinutes: 5 },
] as const;

/** Designations that work the floor's rotating shifts; everyone else works General, Monday to Saturday. */
export const shiftDesignations: ReadonlySet<string> = new Set([
  'Operator',
  'Helper',
  'Inspector',
  'Checker',
  'Security Guard',
  'Mechanic',
]);

/** Days the whole mill closes (month-day), whichever fall in the demo's 90 days. */
export const festivalHolidays = [
  ['01-01', 'New Year'],
  ['01-15', 'Pongal'],
  ['01-16', 'Thiruvalluvar Day'],
  ['01-26', 'Republic Day'],
  ['04-14', 'Tamil New Year'],
  ['05-01', 'May Day'],
  ['08-15', 'Independence Day'],
  ['10-02', 'Gandhi Jayanti'],
  ['11-01', 'Deepavali'],
  ['12-25', 'Christmas'],
] as const;

export const leaveTypes = ['Casual Leave', 'Sick Leave', 'Earned Leave'] as const;
export const punchDevices = ['Main Gate', 'Factory Gate'] as const;

export const visitPurposes = [
  'Yarn supply meeting',
  'Fabric sample approval',
  'Machine service',
  'Payment follow-up',
  'Quality complaint',
  'Order discussion',
  'Dyeing schedule',
  'Courier delivery',
  'Interview',
  'Audit',
  'Spare parts delivery',
  'Buyer visit',
] as const;

/** Visitors from firms that are not customers or suppliers of the mirror. */
export const serviceCompanies = [
  'Mayer & Cie Service',
  'Kovai Electricals',
  'Blue Dart Courier',
  'DTDC Courier',
  'SGS India',
  'Bureau Veritas',
  'Pricol Engineering',
  'Sri Murugan Transports',
  'Noyyal Water Testing',
  'Tiruppur Exporters Association',
] as const;

/** Postal codes of the demo customers' cities, and the country of the cities abroad. */
export const cityPostcodes: Readonly<Record<string, readonly [string, string]>> = {
  Tiruppur: ['641604', 'India'],
  Coimbatore: ['641018', 'India'],
  Chennai: ['600017', 'India'],
  Erode: ['638001', 'India'],
  Karur: ['639001', 'India'],
  Bengaluru: ['560058', 'India'],
  Mysuru: ['570016', 'India'],
  Mumbai: ['400013', 'India'],
  Pune: ['411026', 'India'],
  'New Delhi': ['110020', 'India'],
  Ludhiana: ['141003', 'India'],
  Ahmedabad: ['380015', 'India'],
  Surat: ['395002', 'India'],
  London: ['EC1A 1BB', 'United Kingdom'],
  Hamburg: ['20095', 'Germany'],
  Dubai: ['00000', 'United Arab Emirates'],
  'Los Angeles': ['90021', 'United States'],
};

export const streets = [
  'Avinashi Road',
  'Kamaraj Road',
  'Mill Street',
  'Industrial Estate',
  'Gandhi Nagar',
  'Station Road',
  'Market Road',
] as const;
