import { describe, expect, it } from 'vitest';
import { visitorEntryProblems } from '../../../../contract/gate/visitors';
import { localeStore } from '../../../i18n';
import { wordServerIssues } from './issues';

describe('the server’s reasons for refusing an entry, in the guard’s words', () => {
  it('says a badge is held by someone inside, not that it is mistyped', () => {
    const issues = [{ path: 'jsonData.passNo', message: visitorEntryProblems.passHeld }];
    expect(wordServerIssues(issues)).toEqual({
      passNo: 'A visitor inside holds this badge. Mark them out first, or give another badge.',
    });
    localeStore.set('ta');
    expect(wordServerIssues(issues).passNo).toMatch(/^இந்த பேட்ஜ் உள்ளே இருக்கும்/);
  });

  it('words a host who is no active employee, or several', () => {
    expect(
      wordServerIssues([
        { path: 'jsonData.hostEmployee', message: visitorEntryProblems.hostAmbiguous },
      ]),
    ).toEqual({ hostEmployee: 'More than one employee has this name. Type the employee ID.' });
    expect(
      wordServerIssues([
        { path: 'jsonData.hostEmployee', message: visitorEntryProblems.hostUnknown },
      ]).hostEmployee,
    ).toBe('No active employee has this name. Pick one from the list.');
  });
});
