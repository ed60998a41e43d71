/** @jest-environment jsdom */
import { renderToStaticMarkup } from 'react-dom/server';
import { MenuDisclosure } from './MenuDisclosure';
import { MenuLink } from './MenuLink';
import { NavLink } from '../NavLink';
import { clientNavigationHref, markCurrentLinks, onFrameClick, onFrameKeyDown } from './frame-controls';

// The markup the server renders, driven by the same handlers <FrameControls>
// installs on the document. (The drawer's <dialog> is covered in Chromium:
// e2e/frame.spec.ts; jsdom has no modal dialogs.)
function renderMenu(): void {
  document.body.innerHTML = renderToStaticMarkup(
    <ul>
      <li>
        <MenuDisclosure
          id="submenu-bar-7"
          label={<MenuLink href="/fr/notre-agence/">Notre agence</MenuLink>}
          toggleLabel="Sous-menu Notre agence"
        >
          <li>
            <MenuLink href="/fr/equipe/">Équipe</MenuLink>
          </li>
        </MenuDisclosure>
      </li>
      <li>
        <MenuLink href="/fr/a-vendre/">À vendre</MenuLink>
      </li>
    </ul>,
  );
}

const toggle = () => document.querySelector<HTMLButtonElement>('button[aria-controls="submenu-bar-7"]')!;
const submenu = () => document.getElementById('submenu-bar-7')!;
/** An event as the document listener receives it from `target`. */
function dispatched<E extends Event>(event: E, target: Element): E {
  Object.defineProperty(event, 'target', { value: target });
  return event;
}
const click = (target: Element) =>
  onFrameClick(dispatched(new MouseEvent('click', { bubbles: true }), target), 'no-scroll');
const escapeFrom = (target: Element) =>
  dispatched(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }), target);

describe('frame controls', () => {
  beforeEach(renderMenu);

  it('renders a submenu closed, and its button opens and closes it', () => {
    expect(submenu().hidden).toBe(true);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    click(toggle().querySelector('svg')!);
    expect(submenu().hidden).toBe(false);
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    click(toggle());
    expect(submenu().hidden).toBe(true);
  });

  it('closes an open submenu on Escape from one of its links and gives focus back to its button', () => {
    click(toggle());
    const link = submenu().querySelector('a')!;
    const escape = escapeFrom(link);
    onFrameKeyDown(escape);
    expect(submenu().hidden).toBe(true);
    expect(document.activeElement).toBe(toggle());
    // Handled: an enclosing drawer must not close as well.
    expect(escape.defaultPrevented).toBe(true);
  });

  it('leaves Escape alone when the submenu is closed', () => {
    const escape = escapeFrom(toggle());
    onFrameKeyDown(escape);
    expect(escape.defaultPrevented).toBe(false);
  });

  it('marks the link of the page shown, and moves the mark on navigation', () => {
    const link = (name: string) => [...document.querySelectorAll('a')].find((a) => a.textContent === name)!;
    markCurrentLinks('/fr/a-vendre/');
    expect(link('À vendre').getAttribute('aria-current')).toBe('page');
    expect(link('Notre agence').hasAttribute('aria-current')).toBe(false);
    markCurrentLinks('/fr/notre-agence/');
    expect(link('À vendre').hasAttribute('aria-current')).toBe(false);
    expect(link('Notre agence').getAttribute('aria-current')).toBe('page');
  });
});

describe('client-side navigation of internal links', () => {
  beforeEach(() => {
    document.body.innerHTML = renderToStaticMarkup(
      <>
        <NavLink href="/fr/a-vendre/?page=2">
          <span>Page 2</span>
        </NavLink>
        <NavLink href="/fr/documents/plan.pdf" download>
          Plan
        </NavLink>
        <NavLink href="/fr/contact/" target="_blank">
          Contact
        </NavLink>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the plain anchor the router must leave alone */}
        <a href="/fr/a-louer/">Full page load</a>
      </>,
    );
  });

  const link = (name: string) => [...document.querySelectorAll('a')].find((a) => a.textContent === name)!;
  const clickOn = (target: Element, init: MouseEventInit = {}) =>
    dispatched(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }), target);

  it('hands a plain click on an internal link, or inside it, to the router', () => {
    expect(clientNavigationHref(clickOn(link('Page 2').querySelector('span')!))).toBe('/fr/a-vendre/?page=2');
  });

  it('leaves new tabs, other buttons, downloads, other targets and plain anchors to the browser', () => {
    expect(clientNavigationHref(clickOn(link('Page 2'), { ctrlKey: true }))).toBeNull();
    expect(clientNavigationHref(clickOn(link('Page 2'), { metaKey: true }))).toBeNull();
    expect(clientNavigationHref(clickOn(link('Page 2'), { button: 1 }))).toBeNull();
    expect(clientNavigationHref(clickOn(link('Plan')))).toBeNull();
    expect(clientNavigationHref(clickOn(link('Contact')))).toBeNull();
    expect(clientNavigationHref(clickOn(link('Full page load')))).toBeNull();
  });

  it('leaves a click another handler already took', () => {
    const event = clickOn(link('Page 2'));
    event.preventDefault();
    expect(clientNavigationHref(event)).toBeNull();
  });
});
