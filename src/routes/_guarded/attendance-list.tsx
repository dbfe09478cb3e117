import { createFileRoute } from '@tanstack/react-router';
import { AttendancePage } from '../../features/gate/attendance/AttendancePage';
import { attendanceSearch } from '../../features/gate/attendance/search';
import { isoDay } from '../../lib/datePresets';

export const Route = createFileRoute('/_guarded/attendance-list')({
  validateSearch: attendanceSearch,
  component: function AttendanceList() {
    const navigate = Route.useNavigate();
    return (
      <AttendancePage
        day={Route.useSearch().day ?? isoDay(new Date())}
        onDay={(day) => void navigate({ search: { day }, replace: true })}
      />
    );
  },
});
