package gguf

import (
	"errors"
	"fmt"
	"os"

	"github.com/skainet/skaic/internal/robytes"
	"github.com/skainet/skaic/layout"
)

// File is an open GGUF file: its validated Header and one TensorView per
// tensor over the read-only mapping of the file. No tensor byte is copied:
// each view's storage is an alias window on the mapped pages. Close unmaps
// the file; views used afterwards return *layout.StorageClosedError.
type File struct {
	*Header
	storage *layout.Storage
	views   []*layout.TensorView // parallel to Header.Tensors
	byName  map[string]int
}

// ErrNoTensor is what File.Tensor's error Is when no tensor has the name.
var ErrNoTensor = errors.New("no such tensor")

// Open maps the GGUF file at path read-only (owned by the ambient
// lifetime until Close), validates its header and builds a view of every
// tensor. A tensor of a ggml type code skaic does not know fails it
// (Header.CheckTypes: the error names the tensor and the code); OpenListing
// opens such a file anyway.
func Open(path string) (*File, error) { return openChecked(path, nil) }

// OpenIn is Open with the mapping borrowed from a model scope: closing the
// scope unmaps the file (and every view reports StorageClosedError), as
// does File.Close.
func OpenIn(path string, scope *layout.ModelScope) (*File, error) {
	return openChecked(path, scope.Lifetime())
}

// OpenListing is Open that accepts tensors of unknown ggml type codes: they
// have no view (View gives nil, Views leaves them out) and Tensor refuses
// them naming the tensor and the code; every other tensor reads as usual.
func OpenListing(path string) (*File, error) { return open(path, nil) }

func openChecked(path string, lt *layout.Lifetime) (*File, error) {
	f, err := open(path, lt)
	if err != nil {
		return nil, err
	}
	if err := f.CheckTypes(); err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

func open(path string, lt *layout.Lifetime) (*File, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("gguf: %w", err)
	}
	if fi.Mode().IsRegular() && fi.Size() == 0 {
		// Nothing to map; say what is wrong with the file instead.
		return nil, &FormatError{File: path, Offset: 0, Field: "header.magic", Kind: ErrTruncated, Reason: "the file is empty"}
	}
	st, err := layout.MapFile(path, lt)
	if err != nil {
		return nil, fmt.Errorf("gguf: %w", err)
	}
	f, err := openStorage(st, path)
	if err != nil {
		st.Close()
		return nil, err
	}
	return f, nil
}

func openStorage(st *layout.Storage, path string) (_ *File, err error) {
	// The header is read from the mapping: a file cut short meanwhile
	// faults, which is an error naming the file.
	defer layout.RecoverFault(&err, layout.CatchFaults())
	all, err := st.ReadOnly(0, st.Len())
	if err != nil {
		return nil, fmt.Errorf("gguf: %w", err)
	}
	// The parser copies what it keeps (strings, arrays), so nothing in the
	// header points into the mapping once it is unmapped.
	h, err := parseHeader(memSource(robytes.Unwrap(all)), path, st.Len())
	if err != nil {
		return nil, err
	}
	f := &File{Header: h, storage: st, views: make([]*layout.TensorView, len(h.Tensors)), byName: make(map[string]int, len(h.Tensors))}
	for i, ti := range h.Tensors {
		f.byName[ti.Name] = i
		if !ti.Known() {
			continue // no view; Tensor refuses it
		}
		v, err := viewOf(st, ti)
		if err != nil {
			return nil, fmt.Errorf("gguf: %s: tensor %q: %w", path, ti.Name, err)
		}
		f.views[i] = v
	}
	return f, nil
}

func viewOf(st *layout.Storage, ti TensorInfo) (*layout.TensorView, error) {
	off := min(ti.AbsOffset, st.Len()) // an empty tensor may sit past the end
	win, err := st.Slice(off, ti.Size, ti.Name)
	if err != nil {
		return nil, err
	}
	l, err := ti.Layout()
	if err != nil {
		return nil, err
	}
	return layout.NewView(layout.TensorID(ti.Name), ti.Format(), l, win)
}

// Storage is the mapping of the whole file.
func (f *File) Storage() *layout.Storage { return f.storage }

// Tensor returns the view of the tensor called name.
func (f *File) Tensor(name string) (*layout.TensorView, error) {
	i, ok := f.byName[name]
	if !ok {
		return nil, fmt.Errorf("gguf: %s: tensor %q: %w", f.File, name, ErrNoTensor)
	}
	if f.views[i] == nil {
		return nil, unknownTypeError(f.File, f.Tensors[i], 1)
	}
	return f.views[i], nil
}

// View returns the view of tensor i (in file order); nil for a tensor of an
// unknown type code (OpenListing).
func (f *File) View(i int) *layout.TensorView { return f.views[i] }

// Views returns the views in file order, leaving out tensors of unknown
// type codes (OpenListing).
func (f *File) Views() []*layout.TensorView {
	out := make([]*layout.TensorView, 0, len(f.views))
	for _, v := range f.views {
		if v != nil {
			out = append(out, v)
		}
	}
	return out
}

// Close unmaps the file. Views of it fail with StorageClosedError after.
func (f *File) Close() error { return f.storage.Close() }
