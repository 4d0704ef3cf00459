import { type RefObject, useCallback, useLayoutEffect, useRef } from 'react';
import { useDisclosure } from 'react-aria/useDisclosure';
import { type DisclosureGroupProps, useDisclosureGroupState } from 'react-stately/useDisclosureGroupState';
import { useDisclosureState } from 'react-stately/useDisclosureState';

/**
 * React Aria's disclosure on a native <button>: the trigger's id, `aria-expanded` and `aria-controls`, and the
 * panel's id, group role, label and `hidden="until-found"` when closed (find in page opens it), all from
 * `useDisclosure`. The button's own behaviour stays the browser's: Enter, Space and a click all arrive as one
 * `click`, so React Aria's press handling (`useButton`), which the disclosure's trigger props expect, is left out
 * along with the work it does on every pointer event.
 */
export function useButtonDisclosure(isExpanded: boolean, onExpandedChange: (isExpanded: boolean) => void, panelRef: RefObject<HTMLElement | null>) {
  const state = useDisclosureState({ isExpanded, onExpandedChange });
  const { buttonProps, panelProps } = useDisclosure({}, state, panelRef);
  const { onPress: _onPress, onPressStart: _onPressStart, isDisabled: _isDisabled, ...ariaProps } = buttonProps;
  // The `hidden` attribute already takes a closed panel out of the accessibility tree. React Aria's aria-hidden
  // on top would also hide what the served page shows without JavaScript (the desktop dropdowns open on hover and
  // focus by CSS before hydration): a keyboard user would reach links a screen reader could not read.
  const { 'aria-hidden': _ariaHidden, ...panelAriaProps } = panelProps;
  return { triggerProps: { ...ariaProps, onClick: state.toggle }, panelProps: panelAriaProps };
}

/**
 * React Aria's disclosure group state (at most one open unless `allowsMultipleExpanded`), with one `toggle` for the
 * life of the group: memoised items then re-render only when they open or close, where RAC's DisclosureGroup
 * re-renders every item on every press.
 */
export function useDisclosureGroup(props: DisclosureGroupProps = {}) {
  const group = useDisclosureGroupState(props);
  const latest = useRef(group);
  useLayoutEffect(() => {
    latest.current = group;
  });
  const toggle = useCallback((id: string) => latest.current.toggleKey(id), []);
  return { expandedKeys: group.expandedKeys, toggle };
}
