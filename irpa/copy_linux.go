package irpa

import (
	"errors"
	"os"

	"golang.org/x/sys/unix"
)

// startWriteback asks the kernel to start writing [off, off+n) of f to
// disk now (sync_file_range SYNC_FILE_RANGE_WRITE: it queues the writes
// and returns; it guarantees nothing, the final fsync does). A failure is
// harmless: the fsync writes those pages then.
func startWriteback(f *os.File, off, n int64) {
	if conn, err := f.SyscallConn(); err == nil {
		_ = conn.Control(func(fd uintptr) {
			_ = unix.SyncFileRange(int(fd), off, n, unix.SYNC_FILE_RANGE_WRITE)
		})
	}
}

// copyFileRange copies n bytes from src at srcOff to dst at dstOff inside
// the kernel (copy_file_range(2): reflinks or server-side copies where the
// file system can, page-cache copies otherwise; no user-space buffer). It
// returns what it copied; an error only for a failure that a buffered copy
// would meet too. When the kernel or file system cannot do it, it stops
// early with a nil error and the caller copies the rest itself.
func copyFileRange(dst *os.File, dstOff int64, src *os.File, srcOff, n int64) (int64, error) {
	dstConn, err := dst.SyscallConn()
	if err != nil {
		return 0, nil
	}
	srcConn, err := src.SyscallConn()
	if err != nil {
		return 0, nil
	}
	var copied int64
	var opErr error
	// A Control error (no descriptor) leaves copied at 0: the buffered path.
	_ = dstConn.Control(func(dfd uintptr) {
		_ = srcConn.Control(func(sfd uintptr) {
			for copied < n {
				chunk := int(min(n-copied, 1<<30))
				roff, woff := srcOff+copied, dstOff+copied
				k, err := unix.CopyFileRange(int(sfd), &roff, int(dfd), &woff, chunk, 0)
				switch {
				case err == nil && k == 0:
					return // source ended early; the buffered copy reports it
				case err == nil:
					copied += int64(k)
				case errors.Is(err, unix.EINTR) || errors.Is(err, unix.EAGAIN):
					continue
				case errors.Is(err, unix.ENOSPC) || errors.Is(err, unix.EIO) || errors.Is(err, unix.EFBIG) || errors.Is(err, unix.EDQUOT):
					opErr = &os.PathError{Op: "copy_file_range", Path: dst.Name(), Err: err}
					return
				default:
					// ENOSYS, EXDEV, EINVAL, EOPNOTSUPP, EPERM, ...: not
					// possible here; fall back to copying through a buffer.
					return
				}
			}
		})
	})
	return copied, opErr
}
