import { useEffect } from 'react';

const REGIONS = 'section, [role="region"], [role="dialog"], main';

/**
 * Focus to the region (section, region landmark or main) that holds `element`, made focusable for
 * the purpose: where a keyboard user carries on when the control they were on went away.
 */
export function focusRegionOf(element: HTMLElement | null): void {
  const region = element?.closest<HTMLElement>(REGIONS);
  if (!region?.isConnected) return;
  if (!region.hasAttribute('tabindex')) region.setAttribute('tabindex', '-1');
  region.focus();
}

/** The regions around an element, innermost first: where focus may go if the element goes away. */
function regionsAround(element: HTMLElement): HTMLElement[] {
  const regions: HTMLElement[] = [];
  for (let region = element.closest<HTMLElement>(REGIONS); region; ) {
    regions.push(region);
    region = region.parentElement?.closest<HTMLElement>(REGIONS) ?? null;
  }
  return regions;
}

/**
 * Once per app: when the focused control is removed or disabled (its request done: an approve
 * button whose row left the list, a submit whose form was replaced), the browser drops focus to the
 * page's body and a keyboard user starts again from the top (WCAG 2.4.3). This moves focus to the
 * innermost region around the control that is still on the page instead.
 */
export function useFocusRecovery(): void {
  useEffect(() => {
    let focused: HTMLElement | null = null;
    let around: HTMLElement[] = [];
    const onFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof HTMLElement)) return;
      focused = event.target;
      around = regionsAround(event.target);
    };
    const recover = () => {
      if (!focused || document.activeElement !== document.body) return;
      const lost = !focused.isConnected || focused.matches(':disabled');
      if (!lost) return;
      const region = around.find((candidate) => candidate.isConnected);
      focused = null;
      if (region) focusRegionOf(region);
    };
    const observer = new MutationObserver(recover);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
    document.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
    };
  }, []);
}
