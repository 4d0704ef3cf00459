import { type RefObject, useCallback, useLayoutEffect, useRef } from 'react';
import { useDisclosure } from 'react-aria/useDisclosure';
import { type DisclosureGroupProps, useDisclosureGroupState } from 'react-stately/useDisclosureGroupState';
import { useDisclosureState } from 'react-stately/useDisclosureState';

/**
 * React Aria's disclosure on a native <button>: the trigger's id, `aria-expanded` and `aria-controls`, and the
 * panel's id, group role, label and `hidden="until-found"` when closed (find in page opens it), all from
 * `useDisclosure`; the native button does the pressing. React Aria's own press handling (useButton, RAC's Button)
 * is what made a press of the FAQ or the carousel cost 128-144 ms at 4x CPU slowdown, over the 100 ms bar, and
 * adds about 10 kB (gzip) to every page's first load.
 */
export function useNativeDisclosure(isExpanded: boolean, onExpandedChange: (isExpanded: boolean) => void, panelRef: RefObject<HTMLElement | null>) {
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
