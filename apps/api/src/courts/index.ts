export * from './courts-service';
export * from './uploaded-images';
