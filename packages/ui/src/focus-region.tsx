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

/** How a region is found again if it is rendered anew: its id or accessible name. */
function selectorOf(region: HTMLElement): string | null {
  if (region.id) return `#${CSS.escape(region.id)}`;
  const label = region.getAttribute('aria-label');
  if (label) return `[aria-label="${CSS.escape(label)}"]`;
  const labelledBy = region.getAttribute('aria-labelledby');
  if (labelledBy) return `[aria-labelledby="${CSS.escape(labelledBy)}"]`;
  return region.tagName === 'MAIN' ? 'main' : null;
}

/** The regions around an element, innermost first: where focus may go if the element goes away. */
function regionsAround(element: HTMLElement): { region: HTMLElement; selector: string | null }[] {
  const regions: { region: HTMLElement; selector: string | null }[] = [];
  for (let region = element.closest<HTMLElement>(REGIONS); region; ) {
    regions.push({ region, selector: selectorOf(region) });
    region = region.parentElement?.closest<HTMLElement>(REGIONS) ?? null;
  }
  return regions;
}

/** The region itself if it is still on the page, else the one rendered in its place. */
function stillShown({ region, selector }: { region: HTMLElement; selector: string | null }): HTMLElement | null {
  if (region.isConnected) return region;
  return selector ? document.querySelector<HTMLElement>(selector) : null;
}

/**
 * Where focus goes later if `element` is gone by then: the innermost region around it now that is
 * still on the page, or was rendered anew.
 */
export function fallbackFocusFor(element: HTMLElement): () => void {
  const around = regionsAround(element);
  return () => {
    const region = around.map(stillShown).find((shown) => shown !== null);
    if (region) focusRegionOf(region);
  };
}

/**
 * Once per app: when the focused control is removed or disabled (its request done: an approve
 * button whose row left the list, a submit whose form was replaced), the browser drops focus to the
 * page's body and a keyboard user starts again from the top (WCAG 2.4.3). This moves focus to the
 * innermost region around the control that is still on the page (or was rendered anew) instead.
 */
export function useFocusRecovery(): void {
  useEffect(() => {
    let focused: HTMLElement | null = null;
    let around: ReturnType<typeof regionsAround> = [];
    const onFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof HTMLElement)) return;
      focused = event.target;
      around = regionsAround(event.target);
    };
    const recover = (): void => {
      if (!focused || !(focused === document.activeElement || document.activeElement === document.body)) return;
      // A disabled control may still hold focus until the browser's next frame: move it now.
      const lost = !focused.isConnected || focused.matches(':disabled');
      if (!lost) return;
      focused = null;
      const region = around.map(stillShown).find((shown) => shown !== null);
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
