import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from './dropdown-menu';
import { Field } from './field';
import { FileInput } from './file-input';
import { Input } from './input';
import { PasswordInput } from './password-input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

describe('Button', () => {
  it('fires clicks, and is disabled and busy while loading', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Go</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onClick).toHaveBeenCalledOnce();
    rerender(
      <Button onClick={onClick} loading>
        Go
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('renders its child with the button look when asChild', () => {
    render(
      <Button asChild variant="outline">
        <a href="/pricing">See pricing</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'See pricing' });
    expect(link.className).toContain('border');
  });
});

describe('PasswordInput', () => {
  it('toggles visibility without submitting its form', async () => {
    const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
    const { container } = render(
      <form onSubmit={onSubmit}>
        <PasswordInput aria-label="pw" showLabel="Show" hideLabel="Hide" defaultValue="secret" />
      </form>,
    );
    const input = container.querySelector('input')!;
    expect(input.type).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(input.type).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(input.type).toBe('password');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('Field', () => {
  it('shows its error as an alert under the label', () => {
    render(
      <Field id="f" label="Name" error="Required">
        <Input id="f" />
      </Field>,
    );
    screen.getByLabelText('Name');
    expect(screen.getByRole('alert').textContent).toBe('Required');
  });

  it('describes its control by the hint and error shown, and marks it invalid only with an error', () => {
    const { rerender } = render(
      <Field id="f" label="Name" hint="3 to 30 characters" error="Required">
        <Input id="f" />
      </Field>,
    );
    const input = screen.getByLabelText('Name');
    expect(input.getAttribute('aria-describedby')).toBe('f-hint f-error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { description: '3 to 30 characters Required' })).toBe(input);
    rerender(
      <Field id="f" label="Name" hint="3 to 30 characters">
        <Input id="f" />
      </Field>,
    );
    expect(input.getAttribute('aria-describedby')).toBe('f-hint');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    rerender(
      <Field id="f" label="Name">
        <Input id="f" />
      </Field>,
    );
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('wires the other controls too: a select and the file picker', () => {
    render(
      <>
        <Field id="s" label="Visibility" error="Choose one">
          <select id="s" aria-describedby="extra">
            <option>Public</option>
          </select>
        </Field>
        <span id="extra">Who sees it</span>
        <Field id="p" label="Picture" hint="5 MB at most" error="Not an image">
          <FileInput
            id="p"
            accept="image/png"
            onFile={() => {}}
            buttonLabel="Choose"
            fileName={null}
            emptyLabel="None"
          />
        </Field>
      </>,
    );
    const select = screen.getByLabelText('Visibility');
    expect(select.getAttribute('aria-describedby')).toBe('extra s-error');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const picker = screen.getByLabelText('Picture');
    expect(picker.getAttribute('type')).toBe('file');
    expect(picker.getAttribute('aria-describedby')).toBe('p-hint p-error');
    expect(picker.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('Tabs', () => {
  it('shows the panel of the chosen tab', async () => {
    render(
      <Tabs defaultValue="a">
        <TabsList>
          <TabsTrigger value="a">A</TabsTrigger>
          <TabsTrigger value="b">B</TabsTrigger>
        </TabsList>
        <TabsContent value="a">Panel A</TabsContent>
        <TabsContent value="b">Panel B</TabsContent>
      </Tabs>,
    );
    screen.getByText('Panel A');
    await userEvent.click(screen.getByRole('tab', { name: 'B' }));
    screen.getByText('Panel B');
    expect(screen.queryByText('Panel A')).toBeNull();
  });
});

describe('Dialog', () => {
  it('opens from its trigger and closes with Escape', async () => {
    render(
      <Dialog>
        <DialogTrigger>Open</DialogTrigger>
        <DialogContent closeLabel="Fermer">
          <DialogTitle>Title</DialogTitle>
          <DialogDescription>Body</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    screen.getByRole('dialog', { name: 'Title' });
    screen.getByRole('button', { name: 'Fermer' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('DropdownMenu', () => {
  it('opens from the keyboard and reports the chosen radio item', async () => {
    const onValueChange = vi.fn();
    render(
      <DropdownMenu>
        <DropdownMenuTrigger>Theme</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuRadioGroup value="light" onValueChange={onValueChange}>
            <DropdownMenuRadioItem value="light">Light</DropdownMenuRadioItem>
            <DropdownMenuRadioItem value="dark">Dark</DropdownMenuRadioItem>
          </DropdownMenuRadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>,
    );
    screen.getByRole('button', { name: 'Theme' }).focus();
    await userEvent.keyboard('{Enter}');
    const dark = await screen.findByRole('menuitemradio', { name: 'Dark' });
    expect(screen.getByRole('menuitemradio', { name: 'Light' }).getAttribute('aria-checked')).toBe('true');
    await userEvent.click(dark);
    expect(onValueChange).toHaveBeenCalledWith('dark');
  });
});
