import { describe, expect, it } from 'vitest';
import { arrowMoveOf, targetOf } from './arrow-keys';

/** Buttons laid out in a grid of `columns`, 100 x 50 px each, as the browser would report them. */
function grid(count: number, columns: number): HTMLButtonElement[] {
  return Array.from({ length: count }, (_, index) => {
    const button = document.createElement('button');
    const left = (index % columns) * 110;
    const top = Math.floor(index / columns) * 60;
    button.getBoundingClientRect = () =>
      ({ left, top, width: 100, height: 50, right: left + 100, bottom: top + 50 }) as DOMRect;
    return button;
  });
}

describe('arrow keys in a group of buttons', () => {
  it('reads the arrows, Home and End, and nothing else', () => {
    expect(arrowMoveOf('ArrowLeft')).toBe('previous');
    expect(arrowMoveOf('ArrowRight')).toBe('next');
    expect(arrowMoveOf('ArrowUp')).toBe('up');
    expect(arrowMoveOf('ArrowDown')).toBe('down');
    expect(arrowMoveOf('Home')).toBe('first');
    expect(arrowMoveOf('End')).toBe('last');
    expect(arrowMoveOf('Enter')).toBeNull();
    expect(arrowMoveOf('a')).toBeNull();
  });

  it('reads the left arrow as next right to left, where the next button is on the left', () => {
    expect(arrowMoveOf('ArrowLeft', true)).toBe('next');
    expect(arrowMoveOf('ArrowRight', true)).toBe('previous');
    expect(arrowMoveOf('ArrowDown', true)).toBe('down');
    expect(arrowMoveOf('Home', true)).toBe('first');
  });

  it('moves left and right in reading order, and to the ends with Home and End', () => {
    const buttons = grid(8, 4);
    expect(targetOf(buttons, buttons[1]!, 'previous')).toBe(buttons[0]);
    expect(targetOf(buttons, buttons[3]!, 'next')).toBe(buttons[4]);
    expect(targetOf(buttons, buttons[0]!, 'previous')).toBeNull();
    expect(targetOf(buttons, buttons[7]!, 'next')).toBeNull();
    expect(targetOf(buttons, buttons[5]!, 'first')).toBe(buttons[0]);
    expect(targetOf(buttons, buttons[2]!, 'last')).toBe(buttons[7]);
  });

  it('moves up and down to the button under or over, whatever the number of columns', () => {
    const four = grid(12, 4);
    expect(targetOf(four, four[1]!, 'down')).toBe(four[5]);
    expect(targetOf(four, four[5]!, 'down')).toBe(four[9]);
    expect(targetOf(four, four[9]!, 'up')).toBe(four[5]);
    expect(targetOf(four, four[2]!, 'up')).toBeNull();
    expect(targetOf(four, four[10]!, 'down')).toBeNull();
    const two = grid(6, 2);
    expect(targetOf(two, two[1]!, 'down')).toBe(two[3]);
    expect(targetOf(two, two[3]!, 'up')).toBe(two[1]);
  });

  it('goes down to the nearest button of a shorter last row', () => {
    const buttons = grid(5, 4);
    expect(targetOf(buttons, buttons[3]!, 'down')).toBe(buttons[4]);
  });
});
