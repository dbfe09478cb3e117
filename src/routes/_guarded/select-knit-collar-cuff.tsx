import { createFileRoute } from '@tanstack/react-router';
import { StartKnitForm } from '../../features/knitting/start/StartKnitForm';
import { warmKnitList } from '../../features/knitting/routes';
import { isoDay } from '../../lib/datePresets';

export const Route = createFileRoute('/_guarded/select-knit-collar-cuff')({
  // The recent reports offer the colour and size an item was last knitted in.
  loader: warmKnitList,
  component: () => <StartKnitForm date={isoDay(new Date())} />,
});
