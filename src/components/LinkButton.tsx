import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';

type AnchorButtonProps = ButtonProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>;

const AnchorButton = forwardRef<HTMLAnchorElement, AnchorButtonProps>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
));
AnchorButton.displayName = 'AnchorButton';

const CreatedLink = createLink(AnchorButton);

/** A Mantine button that is a typed router link (route, search params checked by the router). */
export const LinkButton: LinkComponent<typeof AnchorButton> = (props) => (
  <CreatedLink preload="intent" {...props} />
);
