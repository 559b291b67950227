export { DEFAULT_DOWNLOAD_NAME, downloadBlob, downloadUrl } from './download';
export { FileViewer, useFileViewer } from './file-viewer';
export { type ViewerFile, type ViewerKind, viewerKind } from './viewer-kind';
