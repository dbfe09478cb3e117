import { describe, expect, it } from 'vitest';
import { isRollNo, rollNoOfCode } from './rollCode';

describe('the roll number in a typed or scanned code', () => {
  it('is the code itself, trimmed', () => {
    expect(rollNoOfCode('  GR-17 ')).toBe('GR-17');
    expect(rollNoOfCode('17')).toBe('17');
  });

  it('is the rollNo of a label carrying the app’s address', () => {
    expect(rollNoOfCode('https://greige.mill.in/roll-passport?rollNo=FR-0042')).toBe('FR-0042');
    expect(rollNoOfCode('http://10.0.0.5:3000/roll-passport?kind=finish&rollNo=R%2F17')).toBe(
      'R/17',
    );
    expect(rollNoOfCode('https://greige.mill.in/roll-passport?rollNo=%22true%22')).toBe('true');
  });

  it('is the whole code when an address carries no roll number', () => {
    expect(rollNoOfCode('https://greige.mill.in/visitor-report')).toBe(
      'https://greige.mill.in/visitor-report',
    );
  });

  it('is refused when no roll could have it', () => {
    expect(isRollNo('GR-17')).toBe(true);
    expect(isRollNo('x'.repeat(81))).toBe(false);
    expect(isRollNo('GR\u000017')).toBe(false);
  });
});
