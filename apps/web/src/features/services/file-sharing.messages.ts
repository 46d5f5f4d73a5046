// The words of an alias's file sharing: its shares, files and uploads (docs/decisions/0049-languages.md).
import { defineMessages } from '@console/ui/i18n';

export const fileSharingMessages = defineMessages(
  {
    /** Page heading and breadcrumb. */
    title: 'File sharing',
    /** Under the heading; {used} and {quota} are sizes. */
    storageUsed: '{used} of {quota} used',
    /** Heading when the alias has no share. */
    noShares: 'No shares',
    /** Text under that heading. */
    noSharesText: 'Create a share to start uploading files.',
    /** Card heading and accessible name of the shares' links. */
    shares: 'Shares',
    /** In the shares card when there is none. */
    noSharesYet: 'No shares yet.',
    /** A share's files and size; {count} is the number of files, {size} a size. */
    filesAndSize: '{count, plural, one {# file} other {# files}} · {size}',
    /** Field label of the new share form. */
    newShare: 'New share',
    /** Placeholder of that field: an example share name. */
    newSharePlaceholder: 'e.g. Contracts',
    /** Submit button of the new share form. */
    createShare: 'Create share',
    /** Column header and the files list's row noun. */
    name: 'Name',
    /** Column header. */
    size: 'Size',
    /** Column header: when the file was uploaded. */
    uploaded: 'Uploaded',
    /** Under the upload date; {name} is who uploaded it. */
    uploadedBy: 'by {name}',
    /** The files list's row noun, singular (used in counts built by the list). */
    fileOne: 'file',
    /** The files list's row noun, plural. */
    fileOther: 'files',
    /** Under "no files match" when a search found nothing. */
    searchHint: 'Check the spelling, or search for part of the name.',
    /** Heading of an empty share. */
    noFiles: 'No files yet',
    /** Text of an empty share. */
    noFilesText: "Upload files to share them with the alias's team.",
    /** Accessible name of the hidden file picker; {share} is the share. */
    filesToUpload: 'Files to upload to {share}',
    /** Button. */
    uploadFiles: 'Upload files',
    /** Button and confirm button. */
    deleteShare: 'Delete share',
    /** Accessible name of the uploads list. */
    uploads: 'Uploads',
    /** Accessible name of the search field; {share} is the share. */
    searchFiles: 'Search files in {share}',
    /** Placeholder of the search field. */
    searchPlaceholder: 'Search by file name',
    /** Name of the files table; {share} is the share. */
    filesIn: 'Files in {share}',
    /** Button. */
    download: 'Download',
    /** Accessible name of a row's Download; {name} is the file. */
    downloadFile: 'Download {name}',
    /** Button. */
    delete: 'Delete',
    /** Accessible name of a row's Delete, and the file dialog's heading; {name} is the file. */
    deleteFile: 'Delete {name}',
    /** Heading of the file delete dialog; {name} is the file. */
    deleteFileTitle: 'Delete {name}?',
    /** Instead of the file's name when none is known. */
    file: 'file',
    /** Text of the file delete dialog; {share} is the share. */
    deleteFileMessage: 'The file is removed from {share} for everyone. This cannot be undone.',
    /** Confirm button of the file delete dialog. */
    deleteFileConfirm: 'Delete file',
    /** Heading of the share delete dialog; {name} is the share. */
    deleteShareTitle: 'Delete the share {name}?',
    /** Text of the share delete dialog; {count} is the number of files, {size} a size. */
    deleteShareMessage:
      'The share and its {count, plural, one {# file} other {# files}} ({size}) are deleted for everyone. This cannot be undone.',
    /** Toast; {name} is the share. */
    shareCreated: 'The share {name} is created.',
    /** Toast; {name} is the share. */
    shareDeleted: 'The share {name} is deleted.',
    /** Toast; {name} is the file. */
    fileDeleted: '{name} is deleted.',
    /** Toast; {name} is the file, {share} the share. */
    fileUploaded: '{name} is uploaded to {share}.',
    /** Error toast; {name} is the file, {error} the reason. */
    downloadFailed: '{name} could not be downloaded: {error}',
    /** Asked before leaving the page during uploads. */
    leaveWhileUploading: 'Files are still uploading. Leave this page and stop those uploads?',
    /** An upload's error when none is known. */
    uploadFailedDefault: 'The upload failed.',
    /** While the server stores an uploaded file. */
    saving: 'Saving…',
    /** Upload progress; {loaded} and {total} are sizes. */
    progress: '{loaded} of {total}',
    /** An upload's error; {error} is the reason. */
    uploadFailed: 'Upload failed: {error}',
    /** Button. */
    retry: 'Retry',
    /** Accessible name of Retry; {name} is the file. */
    retryUploading: 'Retry uploading {name}',
    /** Button. */
    dismiss: 'Dismiss',
    /** Accessible name of Dismiss; {name} is the file. */
    dismissFile: 'Dismiss {name}',
    /** Accessible name of an upload's progress bar; {name} is the file. */
    uploading: 'Uploading {name}',
  },
  {
    de: () => import('./locales/file-sharing.de.po?raw'),
    fr: () => import('./locales/file-sharing.fr.po?raw'),
  },
);
