// Copying text: the async Clipboard API where the WebView allows it, else the old execCommand way.

/** Copies `text` to the clipboard; resolves false when every way failed. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (insecure context, no permission in the app's WebView): try the legacy way below.
  }
  return copyWithTextarea(text);
}

/** Legacy copy through a selected, off-screen textarea; keeps the focus where it was. */
function copyWithTextarea(text: string): boolean {
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  // readOnly keeps the phone keyboard from popping up; fixed and transparent keeps the page from jumping.
  area.readOnly = true;
  area.setAttribute('aria-hidden', 'true');
  area.style.cssText = 'position:fixed;top:0;left:0;width:1px;height:1px;opacity:0;';
  document.body.append(area);
  area.select();
  area.setSelectionRange(0, text.length);
  let copied = false;
  try {
    // Deprecated, but the only way left on WebViews without the Clipboard API or without permission to use it.
    copied = typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  active?.focus();
  return copied;
}
