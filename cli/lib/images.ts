import { loadSeedImage, SeedImageError } from '../../api/services/seedImages';
import { CliError } from './errors';

/**
 * A piece's image as the API takes it (api/services/seedImages.ts, the loader the embedded first
 * start uses too); a local file that cannot be sent is a one-line CliError.
 */
export async function imageUrlFor(reference: string | null | undefined, baseDir: string): Promise<string | null> {
  try {
    return await loadSeedImage(reference, baseDir);
  } catch (error) {
    if (error instanceof SeedImageError) throw new CliError(error.message);
    throw error;
  }
}
