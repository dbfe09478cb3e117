import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createLink } from '@tanstack/react-router';
import { m } from '../../i18n';
import { formatNumber } from '../../i18n/format';
import { Icon } from '../Icon';
import { alertCountQuery } from './queries';
import classes from './HeaderAlerts.module.css';

type AnchorIconProps = ActionIconProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>;
const AnchorIcon = forwardRef<HTMLAnchorElement, AnchorIconProps>((props, ref) => (
  <ActionIcon component="a" ref={ref} {...props} />
));
AnchorIcon.displayName = 'AnchorIcon';
const LinkIcon = createLink(AnchorIcon);

/**
 * The header's bell: how many alerts wait for someone to act, asked every 30 s and on return to
 * the app, and the way to the alerts. Loaded apart from the first visit's code (src/app/Shell.tsx)
 * and always 48 px square, so the header does not move when the count arrives or grows.
 */
export default function HeaderAlerts() {
  const count = useQuery(alertCountQuery());
  const open = count.data?.open ?? 0;
  return (
    <LinkIcon
      to="/alerts"
      variant={open > 0 ? 'filled' : 'default'}
      color={open > 0 ? 'red' : undefined}
      className={classes.bell}
      aria-label={open > 0 ? m.alerts_badge({ count: open }) : m.alerts_badge_none()}
    >
      <Icon name="bell" />
      {open > 0 && (
        <span className={classes.count} aria-hidden="true">
          {open > 99 ? `${formatNumber(99)}+` : formatNumber(open)}
        </span>
      )}
    </LinkIcon>
  );
}
