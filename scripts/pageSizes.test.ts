import { describe, expect, it } from 'vitest';
import { pageFiles, type Manifest } from './pageSizes';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'] },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_charts.js': { file: 'assets/charts.js' },
  'src/login/LoginPage.tsx': {
    file: 'assets/LoginPage.js',
    isDynamicEntry: true,
    imports: ['_vendor.js'],
  },
  'src/resources/users/UsersPage.tsx': {
    file: 'assets/UsersPage.js',
    isDynamicEntry: true,
    imports: ['_vendor.js', '_charts.js'],
  },
  'src/journey/JourneyTab.tsx': { file: 'assets/Journey.js', isDynamicEntry: true },
};

describe('pageFiles', () => {
  it('counts the entry, the page chunk and their static imports, nothing loaded later', () => {
    expect(pageFiles(manifest, 'src/login/LoginPage.tsx')).toEqual([
      'assets/LoginPage.js',
      'assets/index.js',
      'assets/vendor.js',
    ]);
    expect(pageFiles(manifest, 'src/resources/users/UsersPage.tsx')).toEqual([
      'assets/UsersPage.js',
      'assets/charts.js',
      'assets/index.js',
      'assets/vendor.js',
    ]);
  });

  it('is the entry alone when the page is bundled into it', () => {
    expect(pageFiles(manifest, 'src/pages/NotThere.tsx')).toEqual([
      'assets/index.js',
      'assets/vendor.js',
    ]);
  });
});
