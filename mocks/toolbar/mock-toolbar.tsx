import { Box, Button, Field, HStack, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import {
  isToolbarOpen,
  rememberToolbarOpen,
  TOOLBAR_PANEL_ID,
  toolbarButtonLabel,
} from './open-state';
import { MAX_LATENCY_MS, parseWholeSetting } from '../settings';
import { PathLatencyList } from './path-latency-list';
import { RequestList } from './request-list';
import { ScenarioList } from './scenario-list';
import type { ToolbarBackend } from './types';

interface MockToolbarProps {
  backend: ToolbarBackend;
  /** Set when the panel replaces the closed button the user just pressed. */
  focusToggle: boolean;
}

/** QA's switchboard for the in-browser mock: collapsed into a small "Mock" button. */
export function MockToolbar({ backend, focusToggle }: MockToolbarProps) {
  const [open, setOpen] = useState(isToolbarOpen);
  const [active, setActive] = useState(backend.active);
  const [latency, setLatency] = useState(() => String(backend.latency()));
  const [accessTtl, setAccessTtl] = useState(() => String(backend.accessTokenTtl()));
  // A one-shot scenario unticks itself once it has fired.
  useEffect(() => backend.onRetire(setActive), [backend]);

  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusToggle) toggle.current?.focus();
  }, [focusToggle]);

  const toggleOpen = () => {
    rememberToolbarOpen(!open);
    setOpen(!open);
  };
  const toggleScenario = (name: string, on: boolean) => {
    const next = on ? [...active, name] : active.filter((other) => other !== name);
    setActive(backend.setScenarios(next));
  };
  const latencyOf = (value: string) => parseWholeSetting(value, 0, MAX_LATENCY_MS);
  const changeLatency = (value: string) => {
    setLatency(value);
    const ms = latencyOf(value);
    if (ms !== undefined) backend.setLatency(ms);
  };
  const changeAccessTtl = (value: string) => {
    setAccessTtl(value);
    const seconds = Number(value);
    if (Number.isSafeInteger(seconds) && seconds >= 1) backend.setAccessTokenTtl(seconds);
  };
  const accessTtlValid = Number.isSafeInteger(Number(accessTtl)) && Number(accessTtl) >= 1;
  const reset = () => void backend.reset().then(() => window.location.reload());

  return (
    // Placed in the corner by its root (mount.ts).
    <Box fontSize="sm">
      {open && (
        <Stack
          id={TOOLBAR_PANEL_ID}
          role="region"
          aria-label="Mock toolbar"
          gap="3"
          mb="2"
          p="3"
          w="xs"
          maxW="calc(100vw - 24px)"
          maxH="calc(100dvh - 72px)"
          overflowY="auto"
          // On a short screen the panel scrolls as a whole; its parts keep their height.
          css={{ '& > *': { flexShrink: 0 } }}
          bg="bg.panel"
          borderWidth="1px"
          rounded="md"
          shadow="lg"
          onKeyDown={(event) => event.key === 'Escape' && toggleOpen()}
        >
          <Heading as="h2" size="sm">
            Mock backend
          </Heading>
          <Text>
            Mode: <strong>{backend.mode}</strong>
          </Text>
          <ScenarioList scenarios={backend.scenarios} active={active} onToggle={toggleScenario} />
          <Field.Root invalid={latencyOf(latency) === undefined}>
            <Field.Label>Latency (ms)</Field.Label>
            <Input
              size="sm"
              type="number"
              min={0}
              step={50}
              value={latency}
              onChange={(event) => changeLatency(event.target.value)}
            />
            <Field.ErrorText>Whole milliseconds, 0 to {MAX_LATENCY_MS}</Field.ErrorText>
          </Field.Root>
          <PathLatencyList backend={backend} />
          <Field.Root invalid={!accessTtlValid || accessTtl.trim() === ''}>
            <Field.Label>Access token lifetime (s)</Field.Label>
            <Input
              size="sm"
              type="number"
              min={1}
              step={10}
              value={accessTtl}
              onChange={(event) => changeAccessTtl(event.target.value)}
            />
            <Field.ErrorText>Whole seconds, at least 1</Field.ErrorText>
          </Field.Root>
          <Text fontSize="xs" color="fg.muted">
            Scenarios, latency and the token lifetime (from the next sign-in or refresh) apply to
            the next calls; reload to refetch what is shown.
          </Text>
          <RequestList journal={backend.journal} />
          <HStack gap="2">
            <Button size="xs" variant="outline" onClick={() => window.location.reload()}>
              Reload page
            </Button>
            <Button size="xs" colorPalette="red" variant="outline" onClick={reset}>
              Reset everything
            </Button>
          </HStack>
        </Stack>
      )}
      <HStack justify="flex-end">
        <Button
          ref={toggle}
          size="xs"
          colorPalette={active.length ? 'orange' : 'gray'}
          opacity={open ? 1 : 0.8}
          aria-expanded={open}
          aria-controls={TOOLBAR_PANEL_ID}
          onClick={toggleOpen}
        >
          {toolbarButtonLabel(active.length)}
        </Button>
      </HStack>
    </Box>
  );
}
