export { checkFiles, fileProblem, UPLOAD_ACCEPT, uploadBatches } from './check-files';
export { type UploadTarget, uploadFiles } from './upload-files';
export { Uploader, type UploaderProps } from './uploader';
export { type PendingFile, type UploaderOptions, type UploaderState, useUploader } from './use-uploader';
