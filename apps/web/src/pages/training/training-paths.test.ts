import { describe, expect, it } from 'vitest';
import { trainingAddressFix, trainingBase, trainingProblemPath } from './training-paths';

describe("a training's addresses", () => {
  it("keeps a group's training inside its group, the site's under /training", () => {
    expect(trainingBase(4, 9)).toBe('/group/9/training/4');
    expect(trainingBase(4, null)).toBe('/training/4');
    expect(trainingProblemPath(4, 'WD-1 a', 9)).toBe('/group/9/training/4/problem/WD-1%20a');
    expect(trainingProblemPath(4, 'P1000')).toBe('/training/4/problem/P1000');
  });

  it("moves a group's training reached through /training into its group, tab and problem kept", () => {
    expect(trainingAddressFix('/training/4', 4, 9)).toBe('/group/9/training/4');
    expect(trainingAddressFix('/training/4/rank', 4, 9)).toBe('/group/9/training/4/rank');
    expect(trainingAddressFix('/training/4/problem/P1000', 4, 9)).toBe('/group/9/training/4/problem/P1000');
    expect(trainingAddressFix('/group/9/training/4/problems', 4, 9)).toBeNull();
    expect(trainingAddressFix('/training/4', 4, null)).toBeNull();
  });
});
