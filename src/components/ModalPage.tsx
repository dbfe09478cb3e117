import type { ReactNode } from 'react';
import { Box, Button, Group, Title } from '@mantine/core';
import { useNavigate, useRouter } from '@tanstack/react-router';
import type { PageName } from '@contract';
import { m } from '../i18n';
import { pageTitle } from '../i18n/pages';
import { arrowLeft, Glyph } from './Glyph';

interface ModalPageProps {
  page: PageName;
  children: ReactNode;
}

/**
 * The seed's modal routes open on their own (often from another screen or a scanned link), so
 * they render as a plain page without the menu, with a Close button that returns to where the
 * user came from, or to the start page when there is no history.
 */
export function ModalPage({ page, children }: ModalPageProps) {
  const router = useRouter();
  const navigate = useNavigate();
  const close = () => {
    if (router.history.canGoBack()) router.history.back();
    else void navigate({ to: '/' });
  };
  return (
    <Box mih="100dvh" bg="white">
      <Group
        component="header"
        justify="space-between"
        wrap="wrap"
        gap="sm"
        p="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-4)' }}
      >
        <Title order={1} size="h3" style={{ flex: '1 1 10rem', minWidth: 0 }}>
          {pageTitle(page)}
        </Title>
        <Button variant="default" onClick={close} leftSection={<Glyph d={arrowLeft} />}>
          {m.frame_back()}
        </Button>
      </Group>
      <Box component="main" p="md">
        {children}
      </Box>
    </Box>
  );
}
