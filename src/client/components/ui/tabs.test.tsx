import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

function Three({ forceMount = false }: { forceMount?: boolean }) {
  return (
    <Tabs defaultValue="about">
      <TabsList aria-label="Profile">
        <TabsTrigger value="about">About</TabsTrigger>
        <TabsTrigger value="content">Content</TabsTrigger>
        <TabsTrigger value="later" disabled>
          Later
        </TabsTrigger>
        <TabsTrigger value="reviews">Reviews</TabsTrigger>
      </TabsList>
      {['about', 'content', 'later', 'reviews'].map((value) => (
        <TabsContent key={value} value={value} forceMount={forceMount} className="data-[state=inactive]:hidden">
          {`${value} panel`}
        </TabsContent>
      ))}
    </Tabs>
  );
}

/** Refuses C: its owner keeps the value it had. */
function Controlled({ chosen }: { chosen: string[] }) {
  const [value, setValue] = useState('b');
  return (
    <Tabs
      value={value}
      onValueChange={(v) => {
        chosen.push(v);
        if (v !== 'c') setValue(v);
      }}
    >
      <TabsList aria-label="Letters">
        <TabsTrigger value="a">A</TabsTrigger>
        <TabsTrigger value="b">B</TabsTrigger>
        <TabsTrigger value="c">C</TabsTrigger>
      </TabsList>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const selectedTab = () => screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true');

describe('Tabs', () => {
  it('names each panel by its tab, and only the selected tab is in the tab order', () => {
    render(<Three />);
    expect(screen.getByRole('tablist', { name: 'Profile' })).toBeTruthy();
    const about = tab('About');
    expect(about.getAttribute('aria-selected')).toBe('true');
    expect(about.tabIndex).toBe(0);
    expect(tab('Content').tabIndex).toBe(-1);
    expect(tab('Content').getAttribute('aria-selected')).toBe('false');
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('about panel');
    expect(panel.getAttribute('aria-labelledby')).toBe(about.id);
    expect(about.getAttribute('aria-controls')).toBe(panel.id);
  });

  it('shows the panel of a clicked tab', () => {
    render(<Three />);
    fireEvent.click(tab('Content'));
    expect(selectedTab()?.textContent).toBe('Content');
    expect(screen.getByRole('tabpanel').textContent).toBe('content panel');
    expect(screen.queryByText('about panel')).toBeNull();
  });

  it('moves and selects with the arrow keys (around the ends, past a disabled tab), Home and End', () => {
    render(<Three />);
    tab('About').focus();
    const press = (key: string) => fireEvent.keyDown(document.activeElement as Element, { key });
    press('ArrowRight');
    expect(document.activeElement).toBe(tab('Content'));
    expect(selectedTab()?.textContent).toBe('Content');
    press('ArrowRight');
    expect(selectedTab()?.textContent).toBe('Reviews');
    press('ArrowRight');
    expect(selectedTab()?.textContent).toBe('About');
    press('ArrowLeft');
    expect(selectedTab()?.textContent).toBe('Reviews');
    press('Home');
    expect(document.activeElement).toBe(tab('About'));
    press('End');
    expect(selectedTab()?.textContent).toBe('Reviews');
    expect(screen.getByRole('tabpanel').textContent).toBe('reviews panel');
    press('a');
    expect(selectedTab()?.textContent).toBe('Reviews');
  });

  it('keeps every panel in the page with forceMount, marking the inactive ones', () => {
    const { container } = render(<Three forceMount />);
    const panels = [...container.querySelectorAll('[data-slot="tabs-content"]')];
    expect(panels.map((p) => p.getAttribute('data-state'))).toEqual(['active', 'inactive', 'inactive', 'inactive']);
    fireEvent.click(tab('Reviews'));
    expect(panels.map((p) => p.getAttribute('data-state'))).toEqual(['inactive', 'inactive', 'inactive', 'active']);
  });

  it('follows its value when controlled, telling the owner of a choice', () => {
    const chosen: string[] = [];
    render(<Controlled chosen={chosen} />);
    expect(selectedTab()?.textContent).toBe('B');
    fireEvent.click(tab('B'));
    fireEvent.click(tab('A'));
    fireEvent.click(tab('C'));
    expect(chosen).toEqual(['a', 'c']);
    // The owner refused C: A stays selected.
    expect(selectedTab()?.textContent).toBe('A');
  });
});
