package resolve

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/skainet/skaic/layout"
)

// AllocationSpec is where a loaded weight's bytes live: memory domain (the
// layout.Storage kind: heap, off-heap, mapped file) × scope × alignment,
// and how many bytes.
type AllocationSpec struct {
	Domain    layout.StorageKind
	Scope     layout.ScopeKind
	Alignment int64
	Bytes     int64
	// FileOffset is where mapped bytes start in the file.
	FileOffset int64
}

func (a AllocationSpec) String() string {
	if a.Domain == layout.Mapped {
		return fmt.Sprintf("mapped@%d/%s/align=%d", a.FileOffset, a.Scope, a.Alignment)
	}
	return fmt.Sprintf("%s/%s/align=%d", a.Domain, a.Scope, a.Alignment)
}

// MarshalJSON spells the domain and scope as text.
func (a AllocationSpec) MarshalJSON() ([]byte, error) {
	type spec struct {
		Domain     string `json:"domain"`
		Scope      string `json:"scope"`
		Alignment  int64  `json:"alignment"`
		Bytes      int64  `json:"bytes"`
		FileOffset *int64 `json:"file_offset,omitempty"`
	}
	s := spec{Domain: a.Domain.String(), Scope: a.Scope.String(), Alignment: a.Alignment, Bytes: a.Bytes}
	if a.Domain == layout.Mapped {
		s.FileOffset = &a.FileOffset
	}
	return json.Marshal(s)
}

// heapAlignment is what a loader guarantees for copies on the Go heap (a
// cache line: it over-allocates and slices).
const heapAlignment = 64

// AllocationResolver decides each weight's AllocationSpec. The zero value
// is ready to use.
type AllocationResolver struct{}

// Resolve decides where weight w, loaded in form f, lives. Mapping from
// file pages needs all three: f asks for mapped residency, the platform
// (and the profile) can map, and the loaded bytes really are the file's
// bytes. A weight that is dequantized, requantized, prepacked or
// transposed is a load-time copy and goes to off-heap memory (heap where
// the platform cannot map anonymous memory or the profile says heap).
// Weights live as long as the model: scope is always Model (Forward is for
// activation slabs, Ambient for garbage-collected temporaries).
func (AllocationResolver) Resolve(w Weight, f WeightForm, p Profile, pl Platform) (AllocationSpec, Reason) {
	spec := AllocationSpec{Scope: layout.ScopeModel, Bytes: LoadedBytes(w, f)}
	copies := loadCopies(w, f)
	var notes []string
	residency := f.Residency
	if residency == ResidencyMapped {
		var why []string
		if len(copies) > 0 {
			why = append(why, "its bytes are a load-time copy ("+strings.Join(copies, ", ")+"), not the file's")
		} else if !w.FileBacked {
			why = append(why, "its bytes are not the file's")
		}
		if !pl.CanMap {
			why = append(why, fmt.Sprintf("platform %s cannot map files", pl.OS))
		}
		if !p.MayMap {
			why = append(why, fmt.Sprintf("profile %s does not map weights", p.Name))
		}
		if len(why) == 0 {
			spec.Domain, spec.FileOffset = layout.Mapped, w.FileOffset
			spec.Alignment = offsetAlignment(w.FileOffset, pl.PageSize)
			return spec, Reason{Code: ReasonMapped, Text: fmt.Sprintf(
				"served read-only from the file's pages at offset %d, no copy (%s)", w.FileOffset, fmtBytes(spec.Bytes))}
		}
		notes = append(notes, "mapped residency asked, but "+strings.Join(why, " and "))
		residency = p.CopyResidency
	}
	switch {
	case residency == ResidencyOffHeap && pl.CanMap:
		spec.Domain, spec.Alignment = layout.OffHeap, max(pl.PageSize, heapAlignment)
	case residency == ResidencyOffHeap:
		spec.Domain, spec.Alignment = layout.Heap, heapAlignment
		notes = append(notes, fmt.Sprintf("platform %s cannot map anonymous memory: heap", pl.OS))
	default:
		spec.Domain, spec.Alignment = layout.Heap, heapAlignment
	}
	what := "read into"
	if len(copies) > 0 {
		what = strings.Join(copies, ", ") + " once into"
	}
	notes = append(notes, fmt.Sprintf("%s %s memory at load, model scope (%s)", what, spec.Domain, fmtBytes(spec.Bytes)))
	code := ReasonCopy
	if f.Residency == ResidencyMapped {
		code = ReasonNotMapped
	}
	return spec, Reason{Code: code, Text: joinNotes(notes)}
}

// offsetAlignment is the alignment a mapping guarantees for bytes at off:
// the largest power of two dividing it, at most a page.
func offsetAlignment(off, page int64) int64 {
	if page <= 0 {
		page = 4096
	}
	if off == 0 {
		return page
	}
	return min(off&-off, page)
}
