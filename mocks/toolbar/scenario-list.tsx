import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import type { ToolbarBackend } from './types';

interface ScenarioListProps {
  scenarios: ToolbarBackend['scenarios'];
  active: string[];
  onToggle(name: string, on: boolean): void;
}

export function ScenarioList({ scenarios, active, onToggle }: ScenarioListProps) {
  return (
    <Stack as="fieldset" gap="2" maxH="40vh" overflowY="auto" pr="1">
      <Text as="legend" fontWeight="semibold" fontSize="sm" mb="1">
        Scenarios
      </Text>
      {scenarios.map(({ name, description }) => (
        <Stack key={name} gap="0">
          {/* The app's system leaves out recipes no screen of the shop uses. */}
          <Checkbox.Root
            recipe={checkboxSlotRecipe}
            size="sm"
            checked={active.includes(name)}
            onCheckedChange={({ checked }) => onToggle(name, checked === true)}
          >
            <Checkbox.HiddenInput aria-describedby={`mock-scenario-${name}`} />
            <Checkbox.Control />
            <Checkbox.Label fontFamily="mono" fontSize="xs">
              {name}
            </Checkbox.Label>
          </Checkbox.Root>
          <Text id={`mock-scenario-${name}`} fontSize="xs" color="fg.muted" pl="6">
            {description}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
