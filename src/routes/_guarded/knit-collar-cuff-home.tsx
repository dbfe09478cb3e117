import { createFileRoute } from '@tanstack/react-router';
import { KnitHome } from '../../features/knitting/home/KnitHome';
import { warmKnitList } from '../../features/knitting/routes';
import { isoDay } from '../../lib/datePresets';

export const Route = createFileRoute('/_guarded/knit-collar-cuff-home')({
  loader: warmKnitList,
  component: () => <KnitHome date={isoDay(new Date())} />,
});
