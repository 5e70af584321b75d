package export

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"unsafe"

	"golang.org/x/sys/unix"

	"github.com/skainet/skaic/internal/robytes"
	"github.com/skainet/skaic/layout"
)

// fileSources finds, for a storage that windows a mapped file, the file
// and offset its bytes come from, so that the archive writer can copy them
// file to file with copy_file_range: no page of the model is touched in
// this process (its RSS stays flat), no byte crosses into user space.
//
// The mapping is looked up by address in /proc/self/maps, and the file
// found there is opened and checked to be the very inode that is mapped
// (device and inode number), so the bytes are the mapping's bytes by
// construction (MAP_SHARED pages are the file's page cache).
type fileSources struct {
	maps  []procMapping
	files map[string]*os.File
}

type procMapping struct {
	start, end uintptr
	off        int64
	major      uint32
	minor      uint32
	ino        uint64
	path       string
}

func newFileSources() *fileSources {
	fs := &fileSources{files: map[string]*os.File{}}
	fs.maps, _ = readProcMaps() // without it every parameter takes the buffered path
	return fs
}

// section returns a reader of st's bytes [0, n) read from the file under
// the mapping, or false when st is not a window of a mapped file.
func (fs *fileSources) section(st *layout.Storage, n int64) (io.ReaderAt, bool) {
	if st == nil || st.Kind() != layout.Mapped || n <= 0 || len(fs.maps) == 0 {
		return nil, false
	}
	win, err := st.ReadOnly(0, n)
	if err != nil {
		return nil, false
	}
	b := robytes.Unwrap(win)
	addr := uintptr(unsafe.Pointer(unsafe.SliceData(b)))
	for _, m := range fs.maps {
		if addr < m.start || addr+uintptr(n) > m.end {
			continue
		}
		f, err := fs.open(m)
		if err != nil {
			return nil, false
		}
		return io.NewSectionReader(f, m.off+int64(addr-m.start), n), true
	}
	return nil, false
}

// open opens the mapped file once and checks it is the mapped inode.
func (fs *fileSources) open(m procMapping) (*os.File, error) {
	if f, ok := fs.files[m.path]; ok {
		if f == nil {
			return nil, fmt.Errorf("export: %s is not the mapped file", m.path)
		}
		return f, nil
	}
	f, err := os.Open(m.path)
	if err == nil {
		var st unix.Stat_t
		if err = unix.Fstat(int(f.Fd()), &st); err == nil &&
			(st.Ino != m.ino || unix.Major(st.Dev) != m.major || unix.Minor(st.Dev) != m.minor) {
			err = fmt.Errorf("export: %s is not the mapped file (replaced since it was mapped)", m.path)
		}
		if err != nil {
			f.Close()
			f = nil
		}
	}
	fs.files[m.path] = f
	return f, err
}

func (fs *fileSources) close() {
	for _, f := range fs.files {
		if f != nil {
			f.Close()
		}
	}
}

// readProcMaps parses the file-backed lines of /proc/self/maps:
// "start-end perms offset major:minor inode path".
func readProcMaps() ([]procMapping, error) {
	f, err := os.Open("/proc/self/maps")
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []procMapping
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) != 6 || !strings.HasPrefix(fields[5], "/") {
			continue // anonymous, special, or a path with spaces or " (deleted)"
		}
		lo, hi, ok1 := strings.Cut(fields[0], "-")
		maj, mnr, ok2 := strings.Cut(fields[3], ":")
		if !ok1 || !ok2 {
			continue
		}
		var m procMapping
		var errs [6]error
		var start, end, off, major, minor uint64
		start, errs[0] = strconv.ParseUint(lo, 16, 64)
		end, errs[1] = strconv.ParseUint(hi, 16, 64)
		off, errs[2] = strconv.ParseUint(fields[2], 16, 63)
		major, errs[3] = strconv.ParseUint(maj, 16, 32)
		minor, errs[4] = strconv.ParseUint(mnr, 16, 32)
		m.ino, errs[5] = strconv.ParseUint(fields[4], 10, 64)
		bad := false
		for _, e := range errs {
			bad = bad || e != nil
		}
		if bad || m.ino == 0 {
			continue
		}
		m.start, m.end, m.off = uintptr(start), uintptr(end), int64(off)
		m.major, m.minor, m.path = uint32(major), uint32(minor), fields[5]
		out = append(out, m)
	}
	return out, sc.Err()
}
