package conformity

import (
	"fmt"
	"os/exec"
	"strings"

	"github.com/skainet/skaic/target"
)

// deviceFor is the IREE runtime device that runs modules compiled for t:
// the driver's Device, else the target's default. A device of another
// kind than the target's, or one the runtime cannot open, is an error (a
// failure of the cases that need it, never a skip).
func (d *Driver) deviceFor(t target.Target) (string, error) {
	dev := d.Device
	if dev == "" {
		dev = t.Device()
	}
	if err := t.CheckDevice(dev); err != nil {
		return "", &DeviceError{Device: dev, Msg: err.Error()}
	}
	if err := d.deviceAvailable(dev); err != nil {
		return "", err
	}
	return dev, nil
}

// deviceAvailable checks once per run that iree-run-module lists a device
// of dev's driver (a local driver always has one).
func (d *Driver) deviceAvailable(dev string) error {
	driver, _, _ := strings.Cut(dev, ":")
	if driver == "local-task" || driver == "local-sync" {
		return nil
	}
	d.devMu.Lock()
	defer d.devMu.Unlock()
	if d.devices == nil {
		d.devices = map[string]error{}
	}
	if err, ok := d.devices[driver]; ok {
		return err
	}
	out, _ := exec.Command(d.tools.run, "--list_devices="+driver).CombinedOutput()
	var err error
	if !strings.Contains(string(out), driver+"://") {
		err = &DeviceError{Device: dev, Msg: fmt.Sprintf("iree-run-module --list_devices=%s lists none: %s", driver, firstLine(string(out)))}
	}
	d.devices[driver] = err
	return err
}

// DeviceError is a runtime device that cannot run the suite's modules:
// every case of a module fails with it (the module is not split into one
// per case, as for a failure that may be one case's).
type DeviceError struct {
	Device string
	Msg    string
}

func (e *DeviceError) Error() string {
	return fmt.Sprintf("IREE runtime device %q: %s", e.Device, e.Msg)
}

// firstLine is the first line of s that says something, without terminal
// colour codes.
func firstLine(s string) string {
	for _, l := range strings.Split(s, "\n") {
		l = strings.TrimSpace(l)
		if l == "" || strings.Contains(l, "FLAGS ERROR") {
			continue
		}
		return l
	}
	return "no output"
}
