//! Job objects (Windows): a process started suspended, put in a job of
//! its own that ends every process in it when its handle closes, then
//! resumed; the job's CPU time and peak committed memory; the job ended.

use std::ffi::c_void;
use std::io;
use std::os::windows::io::AsRawHandle;
use std::process::Child;
use std::time::Duration;

type Handle = *mut c_void;
type Bool = i32;

/// `JOBOBJECTINFOCLASS` values.
const JOB_OBJECT_BASIC_ACCOUNTING_INFORMATION: i32 = 1;
const JOB_OBJECT_EXTENDED_LIMIT_INFORMATION: i32 = 9;
/// `JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE`.
const KILL_ON_JOB_CLOSE: u32 = 0x2000;
/// `TH32CS_SNAPTHREAD` and `THREAD_SUSPEND_RESUME`.
const TH32CS_SNAPTHREAD: u32 = 0x4;
const THREAD_SUSPEND_RESUME: u32 = 0x2;
/// `INVALID_HANDLE_VALUE`.
const INVALID_HANDLE_VALUE: Handle = -1isize as Handle;

/// `JOBOBJECT_BASIC_LIMIT_INFORMATION` (winnt.h).
#[repr(C)]
#[derive(Default)]
struct BasicLimit {
    per_process_user_time_limit: i64,
    per_job_user_time_limit: i64,
    limit_flags: u32,
    minimum_working_set_size: usize,
    maximum_working_set_size: usize,
    active_process_limit: u32,
    affinity: usize,
    priority_class: u32,
    scheduling_class: u32,
}

/// `JOBOBJECT_EXTENDED_LIMIT_INFORMATION` (winnt.h); `IO_COUNTERS` is six
/// `ULONGLONG`s.
#[repr(C)]
#[derive(Default)]
struct ExtendedLimit {
    basic: BasicLimit,
    io_info: [u64; 6],
    process_memory_limit: usize,
    job_memory_limit: usize,
    peak_process_memory_used: usize,
    peak_job_memory_used: usize,
}

/// `JOBOBJECT_BASIC_ACCOUNTING_INFORMATION` (winnt.h), times in 100 ns.
#[repr(C)]
#[derive(Default)]
struct Accounting {
    total_user_time: i64,
    total_kernel_time: i64,
    this_period_total_user_time: i64,
    this_period_total_kernel_time: i64,
    total_page_fault_count: u32,
    total_processes: u32,
    active_processes: u32,
    total_terminated_processes: u32,
}

/// `THREADENTRY32` (tlhelp32.h).
#[repr(C)]
#[derive(Default)]
struct ThreadEntry {
    size: u32,
    cnt_usage: u32,
    thread_id: u32,
    owner_process_id: u32,
    base_pri: i32,
    delta_pri: i32,
    flags: u32,
}

extern "system" {
    /// CreateJobObjectW (jobapi2.h): `HANDLE CreateJobObjectW(
    /// LPSECURITY_ATTRIBUTES lpJobAttributes, LPCWSTR lpName)`.
    fn CreateJobObjectW(attributes: *mut c_void, name: *const u16) -> Handle;
    /// SetInformationJobObject (jobapi2.h): `BOOL SetInformationJobObject(
    /// HANDLE hJob, JOBOBJECTINFOCLASS JobObjectInformationClass, LPVOID
    /// lpJobObjectInformation, DWORD cbJobObjectInformationLength)`.
    fn SetInformationJobObject(job: Handle, class: i32, info: *mut c_void, len: u32) -> Bool;
    /// QueryInformationJobObject (jobapi2.h): `BOOL
    /// QueryInformationJobObject(HANDLE hJob, JOBOBJECTINFOCLASS
    /// JobObjectInformationClass, LPVOID lpJobObjectInformation, DWORD
    /// cbJobObjectInformationLength, LPDWORD lpReturnLength)`.
    fn QueryInformationJobObject(
        job: Handle,
        class: i32,
        info: *mut c_void,
        len: u32,
        returned: *mut u32,
    ) -> Bool;
    /// AssignProcessToJobObject (jobapi2.h): `BOOL
    /// AssignProcessToJobObject(HANDLE hJob, HANDLE hProcess)`.
    fn AssignProcessToJobObject(job: Handle, process: Handle) -> Bool;
    /// TerminateJobObject (jobapi2.h): `BOOL TerminateJobObject(HANDLE
    /// hJob, UINT uExitCode)`.
    fn TerminateJobObject(job: Handle, exit_code: u32) -> Bool;
    /// CloseHandle (handleapi.h): `BOOL CloseHandle(HANDLE hObject)`.
    fn CloseHandle(handle: Handle) -> Bool;
    /// CreateToolhelp32Snapshot (tlhelp32.h): `HANDLE
    /// CreateToolhelp32Snapshot(DWORD dwFlags, DWORD th32ProcessID)`.
    fn CreateToolhelp32Snapshot(flags: u32, process_id: u32) -> Handle;
    /// Thread32First (tlhelp32.h): `BOOL Thread32First(HANDLE hSnapshot,
    /// LPTHREADENTRY32 lpte)`.
    fn Thread32First(snapshot: Handle, entry: *mut ThreadEntry) -> Bool;
    /// Thread32Next (tlhelp32.h): `BOOL Thread32Next(HANDLE hSnapshot,
    /// LPTHREADENTRY32 lpte)`.
    fn Thread32Next(snapshot: Handle, entry: *mut ThreadEntry) -> Bool;
    /// OpenThread (processthreadsapi.h): `HANDLE OpenThread(DWORD
    /// dwDesiredAccess, BOOL bInheritHandle, DWORD dwThreadId)`.
    fn OpenThread(access: u32, inherit: Bool, thread_id: u32) -> Handle;
    /// ResumeThread (processthreadsapi.h): `DWORD ResumeThread(HANDLE
    /// hThread)`.
    fn ResumeThread(thread: Handle) -> u32;
}

fn check(ok: Bool) -> io::Result<()> {
    match ok {
        0 => Err(io::Error::last_os_error()),
        _ => Ok(()),
    }
}

/// A handle this process owns, closed when dropped.
struct Owned(Handle);

impl Owned {
    fn new(h: Handle) -> io::Result<Owned> {
        match h.is_null() || h == INVALID_HANDLE_VALUE {
            true => Err(io::Error::last_os_error()),
            false => Ok(Owned(h)),
        }
    }
}

impl Drop for Owned {
    fn drop(&mut self) {
        // SAFETY: the handle was opened by this process and is closed once.
        unsafe { CloseHandle(self.0) };
    }
}

// SAFETY: a kernel handle may be used and closed from any thread.
unsafe impl Send for Owned {}

/// A job object whose processes all end when it is dropped.
pub struct Job(Owned);

impl Job {
    pub fn new() -> io::Result<Job> {
        // SAFETY: null attributes and name are allowed: an unnamed job
        // with the default security.
        let job = Owned::new(unsafe { CreateJobObjectW(std::ptr::null_mut(), std::ptr::null()) })?;
        let mut limits = ExtendedLimit::default();
        limits.basic.limit_flags = KILL_ON_JOB_CLOSE;
        // SAFETY: `limits` is the structure this class names, its size
        // given.
        check(unsafe {
            SetInformationJobObject(
                job.0,
                JOB_OBJECT_EXTENDED_LIMIT_INFORMATION,
                (&mut limits as *mut ExtendedLimit).cast(),
                std::mem::size_of::<ExtendedLimit>() as u32,
            )
        })?;
        Ok(Job(job))
    }

    /// Puts `child` (started suspended) in the job, then resumes its
    /// threads, so that it starts nothing outside the job.
    pub fn adopt(&self, child: &Child) -> io::Result<()> {
        let process = child.as_raw_handle() as Handle;
        // SAFETY: both handles are open: the job's is ours, the process's
        // is `child`'s, borrowed for the call.
        check(unsafe { AssignProcessToJobObject(self.0 .0, process) })?;
        resume(child.id())
    }

    /// The job's CPU time, user and kernel, of every process it has had.
    pub fn cpu(&self) -> io::Result<Duration> {
        let mut info = Accounting::default();
        self.query(JOB_OBJECT_BASIC_ACCOUNTING_INFORMATION, &mut info)?;
        let ticks = (info.total_user_time + info.total_kernel_time).max(0) as u64;
        Ok(Duration::from_nanos(ticks.saturating_mul(100)))
    }

    /// The largest memory its processes had committed at once, bytes.
    pub fn peak(&self) -> io::Result<u64> {
        let mut info = ExtendedLimit::default();
        self.query(JOB_OBJECT_EXTENDED_LIMIT_INFORMATION, &mut info)?;
        Ok(info.peak_job_memory_used as u64)
    }

    fn query<T>(&self, class: i32, info: &mut T) -> io::Result<()> {
        // SAFETY: `info` is the structure `class` names (the callers pair
        // them), its size given; the returned length is not asked for.
        check(unsafe {
            QueryInformationJobObject(
                self.0 .0,
                class,
                (info as *mut T).cast(),
                std::mem::size_of::<T>() as u32,
                std::ptr::null_mut(),
            )
        })
    }

    /// Ends every process in the job.
    pub fn terminate(&self) -> io::Result<()> {
        // SAFETY: the job's handle is open.
        check(unsafe { TerminateJobObject(self.0 .0, 1) })
    }
}

/// Resumes every thread of process `pid` (one, the first, for a process
/// started suspended).
fn resume(pid: u32) -> io::Result<()> {
    // SAFETY: takes two integers; the snapshot handle is owned below.
    let snapshot = Owned::new(unsafe { CreateToolhelp32Snapshot(TH32CS_SNAPTHREAD, 0) })?;
    let mut entry = ThreadEntry {
        size: std::mem::size_of::<ThreadEntry>() as u32,
        ..ThreadEntry::default()
    };
    // SAFETY: `entry` is a THREADENTRY32 with its size set, as the call
    // requires.
    let mut more = unsafe { Thread32First(snapshot.0, &mut entry) } != 0;
    let mut resumed = false;
    while more {
        if entry.owner_process_id == pid {
            // SAFETY: takes integers; the handle is owned below.
            let thread =
                Owned::new(unsafe { OpenThread(THREAD_SUSPEND_RESUME, 0, entry.thread_id) })?;
            // SAFETY: the thread's handle is open, with the access asked.
            if unsafe { ResumeThread(thread.0) } == u32::MAX {
                return Err(io::Error::last_os_error());
            }
            resumed = true;
        }
        // SAFETY: as for Thread32First.
        more = unsafe { Thread32Next(snapshot.0, &mut entry) } != 0;
    }
    match resumed {
        true => Ok(()),
        false => Err(io::Error::other("the started process has no thread")),
    }
}
